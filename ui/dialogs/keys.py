"""How every dialog of the desk answers the keyboard, in one place (installed once on the
application, like `ui.screen`'s fitting, so a new dialog cannot forget it):

- Enter presses the dialog's default button, its OK (`ok_button`, else the accept button of
  its button box; a wizard's Next or Finish), and nothing else: no other button of the dialog
  is an "auto default", so the focus passing over Cancel never makes Cancel the default
  (Qt makes a focused auto-default button the dialog's default, and keeps it so when OK was
  made default before it was in the dialog). Enter never cancels; with OK disabled (the hand
  is not complete yet) Enter does nothing and what is typed stays.
- Escape closes the dialog, but one with typed data asks first (`typed`): what the fields
  hold when the dialog is first shown is noted, and Escape with anything changed asks
  "Discard what you typed?", its buttons naming what they do.
- Tab goes round the fields and then the buttons, and from the last button back to the first
  field (Shift+Tab the other way); a scroll area holding a form is not a stop of its own, a
  text box passes Tab on instead of typing it, and a list or table in a dialog leaves with
  Tab (its arrows move inside it).
- A dialog opens with the focus in its first field, unless it put the focus somewhere itself
  (the hand dialog starts on the winner); a wizard's page too, each time it is shown: the
  first key typed is never lost on a scroll area or a button.

A dialog may say more: `typed()` (has anything been typed that Escape would lose?) replaces
the comparison of the fields.
"""

from __future__ import annotations

import weakref
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTextEdit,
    QWidget,
    QWizard,
)

from ui.event_kinds import is_a
from ui.text import tr

_SNAPSHOT = "_keys_snapshot"
_RETURN = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
_ACCEPT_ROLES = (QDialogButtonBox.ButtonRole.AcceptRole, QDialogButtonBox.ButtonRole.YesRole)


def ours(widget: QObject) -> bool:
    """A dialog of the desk (Qt's own message boxes and file dialogs keep their ways)."""
    return isinstance(widget, QDialog) and type(widget).__module__.startswith("ui.")


def dialog_of(widget: QObject) -> QDialog | None:
    if not isinstance(widget, QWidget):
        return None
    window = widget.window()
    return window if ours(window) else None  # type: ignore[return-value]


def default_button(dialog: QDialog) -> QPushButton | None:
    """The button Enter presses: the dialog's `ok_button`, else its button box's accept
    button (None for a wizard, whose Next and Finish are Qt's to choose)."""
    if isinstance(dialog, QWizard):
        return None
    ok = getattr(dialog, "ok_button", None)
    if isinstance(ok, QPushButton):
        return ok
    for box in dialog.findChildren(QDialogButtonBox):
        if box.window() is dialog:
            for button in box.buttons():
                if box.buttonRole(button) in _ACCEPT_ROLES and isinstance(button, QPushButton):
                    return button
    return None


def closing_buttons(dialog: QDialog) -> list[QAbstractButton]:
    """The buttons that end the dialog (its button boxes', a wizard's), last in the Tab
    round."""
    if isinstance(dialog, QWizard):
        kinds = (QWizard.WizardButton.BackButton, QWizard.WizardButton.NextButton,
                 QWizard.WizardButton.CommitButton, QWizard.WizardButton.FinishButton,
                 QWizard.WizardButton.CancelButton)
        return [dialog.button(kind) for kind in kinds if dialog.button(kind) is not None]
    found: list[QAbstractButton] = []
    for box in dialog.findChildren(QDialogButtonBox):
        if box.window() is dialog:
            found += box.buttons()
    return found


def tabbable(widget: QWidget, window: QWidget) -> bool:
    """Would Tab stop at `widget` now (as Qt decides it)?"""
    return (widget.window() is window and widget.isVisibleTo(window) and widget.isEnabled()
            and bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus)
            and widget.focusProxy() is None and not isinstance(widget, QScrollArea))


def tab_round(dialog: QDialog) -> list[QWidget]:
    """The stops of Tab in `dialog`: its fields in the order they were made (how a form is
    read, and where Tab starts), then its closing buttons as they stand on screen; Tab from
    the last goes back to the first.

    (Walked through the dialog's children, never through Qt's focus chain: the chain passes
    through widgets Qt makes and deletes by itself, a combo box's popup among them, and a
    Python wrapper taken of one outlives it and crashed the desk later.)"""
    buttons = closing_buttons(dialog)
    fields = [w for w in dialog.findChildren(QWidget)
              if w not in buttons and tabbable(w, dialog)]
    shown = [b for b in buttons if tabbable(b, dialog)]
    return fields + sorted(
        shown, key=lambda b: (b.mapTo(dialog, b.rect().topLeft()).y(),
                              b.mapTo(dialog, b.rect().topLeft()).x()))


def first_field(container: QWidget) -> QWidget | None:
    """Where the focus goes when `container` (a dialog, or a wizard's page) is shown: its
    focus proxy when it names one (the field to fill first), else the first stop of Tab
    inside it that is not one of the closing buttons."""
    window = container.window()
    if not isinstance(window, QDialog):
        return None
    proxy = container.focusProxy()
    if proxy is not None and tabbable(proxy, window):
        return proxy
    for widget in tab_round(window):
        if (container is window or container.isAncestorOf(widget)) \
                and widget not in closing_buttons(window):
            return widget
    return None


def focus_first(container: QWidget | None, always: bool = False) -> None:
    """Put the focus in `container`'s first field, unless it is in one of its fields already
    (the dialog put it there); `always`: even when it is in a field outside `container` (a
    wizard's page left behind) or on a button."""
    if container is None or not container.isVisible():
        return  # closed meanwhile
    window = container.window()
    if not isinstance(window, QDialog):
        return
    focus = window.focusWidget()
    if focus is not None and tabbable(focus, window) \
            and focus not in closing_buttons(window) \
            and (not always or container.isAncestorOf(focus)):
        return
    target = first_field(container)
    if target is not None:
        _focus(target, Qt.FocusReason.OtherFocusReason)


def _focus(widget: QWidget, reason: Qt.FocusReason) -> None:
    widget.setFocus(reason)
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        inside = parent.widget() if isinstance(parent, QScrollArea) else None
        if isinstance(parent, QScrollArea) and inside is not None and inside.isAncestorOf(widget):
            parent.ensureWidgetVisible(widget)
        parent = parent.parentWidget()


# --- what the fields hold --------------------------------------------------------------------

def _inner(widget: QWidget) -> bool:
    """A part of another input (a spin box's or a combo box's line edit)."""
    parent = widget.parentWidget()
    return isinstance(widget, QLineEdit) and isinstance(parent, (QAbstractSpinBox, QComboBox))


def field_values(dialog: QDialog) -> dict[int, Any]:
    """What each input of `dialog` holds (by the input's identity)."""
    values: dict[int, Any] = {}
    for widget in dialog.findChildren(QWidget):
        value: Any = None
        if isinstance(widget, QLineEdit) and not _inner(widget) and not widget.isReadOnly():
            value = widget.text()
        elif isinstance(widget, QAbstractSpinBox):
            value = widget.text()
        elif isinstance(widget, QComboBox):
            value = (widget.currentIndex(), widget.currentText())
        elif isinstance(widget, (QPlainTextEdit, QTextEdit)) and not widget.isReadOnly():
            value = widget.toPlainText()
        elif isinstance(widget, QAbstractButton) and widget.isCheckable():
            value = widget.isChecked()
        else:
            continue
        values[id(widget)] = value
    return values


def typed(dialog: QDialog) -> bool:
    """Has anything been typed or chosen since the dialog was first shown?"""
    own = getattr(dialog, "typed", None)
    if callable(own):
        return bool(own())
    before = getattr(dialog, _SNAPSHOT, None)
    if not isinstance(before, dict):
        return False
    now = field_values(dialog)
    # Keys are ids: a field added since (a second winner) counts as typed.
    return now != before


def keep_typed(dialog: QDialog) -> bool:
    """Escape with something typed: ask. True when the dialog stays open."""
    from ui import confirm

    if not typed(dialog):
        return False
    return not confirm.ask(dialog, dialog.windowTitle(),
                           tr("Discard what you typed in this dialog?"),
                           tr("Discard"), cancel=tr("Keep editing"), destructive=True)


# --- the filter ------------------------------------------------------------------------------

def settle(dialog: QDialog) -> None:
    """The default button and what stops Tab, when a dialog is first shown (and again for
    the buttons and fields that came since)."""
    ok = default_button(dialog)
    for button in dialog.findChildren(QPushButton):
        if button.window() is dialog and button is not ok:
            button.setAutoDefault(False)
    if ok is not None and ok.window() is dialog:
        # Again now that it is in the dialog: Qt remembers a default set before as no
        # default at all, and the first button the focus crossed took its place.
        ok.setAutoDefault(True)
        ok.setDefault(True)
    for area in dialog.findChildren(QScrollArea):
        inside = area.widget()
        if inside is not None and any(
                w.focusPolicy() & Qt.FocusPolicy.TabFocus for w in inside.findChildren(QWidget)):
            area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    for plain in dialog.findChildren(QPlainTextEdit):
        plain.setTabChangesFocus(True)
    for rich in dialog.findChildren(QTextEdit):
        rich.setTabChangesFocus(True)
    for view in dialog.findChildren(QAbstractItemView):
        view.setTabKeyNavigation(False)


class DialogKeys(QObject):
    """The application's event filter that gives every dialog of the desk its keys (see the
    module's docstring). It keeps no strong reference to a dialog (the snapshot of its fields
    is the dialog's own attribute; the dialogs waiting for their first focus are weak
    references): a dialog is freed as if the filter were not there."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._to_focus: list[tuple[weakref.ref[QDialog], bool]] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        # Every event of the application passes here: the classes are looked at first, the
        # event's type only for the few that can matter (ui.event_kinds).
        kind_of_event = type(event)
        if kind_of_event is QKeyEvent:
            if event.type() == QEvent.Type.KeyPress:
                return self._key(watched, event)  # type: ignore[arg-type]
        elif kind_of_event is QShowEvent:
            if event.type() == QEvent.Type.Show and ours(watched):
                dialog: QDialog = watched  # type: ignore[assignment]
                settle(dialog)
                if not isinstance(getattr(dialog, _SNAPSHOT, None), dict):
                    setattr(dialog, _SNAPSHOT, field_values(dialog))
                    if isinstance(dialog, QWizard):
                        dialog.currentIdChanged.connect(self._page_shown)
                    # After the dialog's own showEvent and Qt's first focus on activation.
                    self._focus_soon(dialog, always=False)
        elif kind_of_event is QEvent and is_a(watched, QPushButton) \
                and event.type() == QEvent.Type.Polish:
            dialog_ = dialog_of(watched)
            if dialog_ is not None and watched is not default_button(dialog_):
                watched.setAutoDefault(False)
        return False

    def _page_shown(self, _id: int) -> None:
        wizard = self.sender()
        if isinstance(wizard, QWizard):
            self._focus_soon(wizard, always=True)

    def _focus_soon(self, dialog: QDialog, always: bool) -> None:
        if not self._to_focus:
            QTimer.singleShot(0, self, self._focus_now)
        self._to_focus.append((weakref.ref(dialog), always))

    def _focus_now(self) -> None:
        waiting, self._to_focus = self._to_focus, []
        for ref, always in waiting:
            dialog = ref()
            if dialog is None or not shiboken6.isValid(dialog) or not dialog.isVisible():
                continue
            focus_first(dialog.currentPage() if isinstance(dialog, QWizard) else dialog,
                        always=always)

    def _key(self, watched: QObject, event: QKeyEvent) -> bool:
        key = event.key()
        if key == Qt.Key.Key_Escape and ours(watched) \
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return keep_typed(watched)  # type: ignore[arg-type]
        if key not in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            return False
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                | Qt.KeyboardModifier.AltModifier):
            return False
        dialog = dialog_of(watched)
        if dialog is None or watched is not QApplication.focusWidget():
            return False
        ring = tab_round(dialog)
        if len(ring) < 2:
            return False
        back = key == Qt.Key.Key_Backtab or bool(
            event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        focus: QWidget = watched  # type: ignore[assignment]
        if back and focus is ring[0]:
            _focus(ring[-1], Qt.FocusReason.BacktabFocusReason)
            return True
        if not back and focus is ring[-1]:
            _focus(ring[0], Qt.FocusReason.TabFocusReason)
            return True
        return False


def install(app: QApplication | None = None) -> None:
    """Give every dialog of the application its keys (once per application)."""
    app = app or QApplication.instance()  # type: ignore[assignment]
    if app is None or app.property("dialogKeys"):
        return
    app.setProperty("dialogKeys", True)
    keys = DialogKeys(app)
    app.installEventFilter(keys)
