from tests.ui.test_hostile_names import *  # noqa

def test_dbg(qtbot, window, demo_file, hostile_file, tmp_path):
    import shutil
    for name, f in (("demo", demo_file), ("hostile", hostile_file)):
        copy = tmp_path / ("copy-" + name + ".rtdb")
        shutil.copy(f, copy)
        with qtbot.waitSignal(window.opened, timeout=10000):
            window.open_file(copy)
        area = window.area
        with qtbot.waitSignal(area.table.table_shown, timeout=5000):
            area.open_table(1, 1)
        for w, h in ((1024, 768), (1440, 900)):
            window.resize(w, h)
            qtbot.wait(150)
            print("MIN", name, w, window.minimumSizeHint())
            window.grab().save(f"/tmp/t_{name}_{w}.png")
        window.close_tournament()
