#pragma once

#include <QDialog>
#include <QKeySequence>
#include <QList>

class QMainWindow;
class QTableWidget;

namespace pe::ui {

/// `own` followed by the platform's keys for `standard`, each key once: a key bound twice, even
/// to the same action, is "ambiguous" to Qt and triggers nothing (QKeySequence::Redo is
/// Ctrl+Shift+Z itself under X11 and Windows, QKeySequence::FullScreen is F11 under KDE).
QList<QKeySequence> uniqueKeys(const QList<QKeySequence>& own, QKeySequence::StandardKey standard);

/// Help ▸ Keyboard shortcuts (F1): a non-modal window listing every action of the window that
/// has a key, menu by menu, followed by the keys that are not actions (a lesson's steps, Esc).
/// The list is read from the window's QActions each time the sheet is shown, so it follows any
/// action added or re-bound later.
class ShortcutSheet : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutSheet(QMainWindow* window);

    /// Reads the window's actions again.
    void refresh();
    /// Two columns: what the key does ("Edit ▸ Undo"), and its keys in the platform's notation.
    QTableWidget* table() const { return m_table; }

protected:
    void showEvent(QShowEvent* event) override;

private:
    QMainWindow* m_window;
    QTableWidget* m_table;
};

} // namespace pe::ui
