"""A chart with nothing to draw says why in a sentence that stays inside it: wrapped in a
narrow chart and in a longer language, never cut at both ends (the season window's rating
chart, 260 pixels wide in French, showed "ez un joueur dans le classement de la")."""

from __future__ import annotations

import pytest

from ui.widgets.progress_chart import ProgressChart
from ui.widgets.rating_chart import RatingChart


def _inked_columns(widget, width: int) -> set[int]:
    """The columns of the chart, as it shows on screen `width` pixels wide, where something
    other than its background is drawn."""
    widget.resize(width, widget.minimumHeight() or 200)
    image = widget.grab().toImage()
    background = image.pixelColor(0, image.height() - 1)
    return {x for x in range(image.width()) for y in range(0, image.height(), 2)
            if image.pixelColor(x, y) != background}


@pytest.mark.parametrize("make", [RatingChart, ProgressChart])
def test_the_empty_charts_words_stay_inside_a_narrow_chart(qtbot, language, make):
    chart = make()
    qtbot.addWidget(chart)
    width = max(chart.minimumWidth(), 200)
    inked = _inked_columns(chart, width)
    assert inked, "the chart drew nothing"
    # A margin either side: the sentence is wrapped and the title shortened, neither is cut
    # by the chart's edges.
    assert min(inked) >= 3 and max(inked) <= width - 4
