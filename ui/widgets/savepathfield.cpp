#include "ui/widgets/savepathfield.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

namespace pe::ui {

SavePathField::SavePathField(const QString& path, const QString& caption, const QString& filter, QWidget* parent)
    : QWidget(parent)
    , m_edit(new QLineEdit(path, this))
    , m_caption(caption)
    , m_filter(filter)
{
    auto* browse = new QPushButton(tr("&Browse…"), this);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_edit, 1);
    row->addWidget(browse);
    m_edit->setObjectName(QStringLiteral("path"));
    setFocusProxy(m_edit);
    connect(browse, &QPushButton::clicked, this, &SavePathField::browse);
}

QString SavePathField::path() const
{
    return m_edit->text().trimmed();
}

void SavePathField::browse()
{
    const QString file = QFileDialog::getSaveFileName(window(), m_caption, path(), m_filter);
    if (file.isEmpty())
        return;
    m_edit->setText(file);
    emit chosen(file);
}

} // namespace pe::ui
