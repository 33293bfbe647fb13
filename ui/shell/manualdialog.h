#pragma once

#include <QDialog>

class QTextBrowser;

namespace pe::ui {

/// Help ▸ Manual: docs/manual.md, built into the program, in a non-modal window. Its pictures
/// come from the installed documentation (share/doc/pe-explorer/screenshots) or, in a build
/// tree, from the sources' docs/ folder; without them the text reads on its own.
class ManualDialog : public QDialog {
    Q_OBJECT
public:
    explicit ManualDialog(QWidget* parent = nullptr);

    /// The manual's text as Markdown, as the dialog shows it.
    static QString markdown();

private:
    QTextBrowser* m_browser;
};

} // namespace pe::ui
