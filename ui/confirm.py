"""The desk's one way to ask before doing something: a question whose buttons say what they
do. The button that goes ahead names the action ("Reset the clock", "Seat again", "Discard"),
the other one keeps things as they are ("Cancel", or what the caller names), never Yes/No.
Escape and closing the box keep things as they are; for a destructive action (a reset, a new
seating, a deletion) the default button is the one that keeps things, so an Enter pressed
out of habit loses nothing.
"""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog, QLabel, QLineEdit, QMessageBox, QWidget

from ui.text import rich_safe, tr


def ask(parent: QWidget | None, title: str, text: str, action: str, *,
        cancel: str | None = None, destructive: bool = False) -> bool:
    """Ask `text`; True when the person chose `action` (the words of the button that goes
    ahead)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, rich_safe(text),
                      QMessageBox.StandardButton.NoButton, parent)
    box.setObjectName("confirmBox")
    box.setProperty("question", text)
    go = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(cancel or tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
    go.setObjectName("confirmAction")
    keep.setObjectName("confirmKeep")
    box.setDefaultButton(keep if destructive else go)
    box.setEscapeButton(keep)
    return _answer(box)


def _answer(box: QMessageBox) -> bool:
    """The box shown until it is answered (the tests answer it in its place)."""
    box.exec()
    go = box.findChild(QWidget, "confirmAction")
    return go is not None and box.clickedButton() is go


def ask_reason(parent: QWidget | None, title: str, text: str, action: str) -> str | None:
    """Ask for a reason before `action` (its words on the button that goes ahead); the reason
    typed, or None when the person kept things as they are."""
    box = QInputDialog(parent)
    box.setObjectName("reasonBox")
    box.setWindowTitle(title)
    box.setLabelText(rich_safe(text))
    box.setOkButtonText(action)
    box.setCancelButtonText(tr("Cancel"))
    box.setProperty("question", text)
    for label in box.findChildren(QLabel):
        label.setWordWrap(True)
    field = box.findChild(QLineEdit)
    if field is not None:
        field.setAccessibleName(tr("Reason"))
    return _reason(box)


def _reason(box: QInputDialog) -> str | None:
    """The box shown until it is answered (the tests answer it in its place)."""
    if box.exec() != QInputDialog.DialogCode.Accepted:
        return None
    return box.textValue()
