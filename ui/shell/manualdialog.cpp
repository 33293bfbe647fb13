#include "ui/shell/manualdialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace pe::ui {

QString ManualDialog::markdown()
{
    QFile file(QStringLiteral(":/docs/manual.md"));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

ManualDialog::ManualDialog(QWidget* parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setWindowTitle(tr("Manual"));
    setAttribute(Qt::WA_DeleteOnClose);
    setModal(false);
    m_browser->setOpenExternalLinks(true);
    const QString appDir = QCoreApplication::applicationDirPath();
    m_browser->setSearchPaths(
        {QDir(appDir).filePath(QStringLiteral("../share/doc/pe-explorer")), QStringLiteral(PE_DOCS_DIR)});
    m_browser->setMarkdown(markdown());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(900, 700);
}

} // namespace pe::ui
