#include "ui/shell/exportdialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace pe::ui {

ExportDialog::ExportDialog(const QString& path, const exporter::FigureOptions& options, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export figure"));
    m_path = new QLineEdit(path, this);
    m_path->setToolTip(tr("The extension chooses the format: .png, .svg or .pdf."));
    auto* browse = new QPushButton(tr("&Browse…"), this);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);

    m_width = new QSpinBox(this);
    m_height = new QSpinBox(this);
    for (QSpinBox* s : {m_width, m_height}) {
        s->setRange(exporter::kMinSide, exporter::kMaxSide);
        s->setSuffix(tr(" px"));
    }
    m_width->setValue(options.size.width());
    m_height->setValue(options.size.height());
    m_scale = new QDoubleSpinBox(this);
    m_scale->setRange(0.5, exporter::kMaxScale);
    m_scale->setSingleStep(0.5);
    m_scale->setValue(options.scale);
    m_scale->setSuffix(QStringLiteral(" ×"));
    m_scale->setToolTip(tr("PNG only: 2 × doubles the pixels without changing the layout (for print or HiDPI)."));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto* form = new QFormLayout(this);
    // A row holding a layout gets no buddy by itself: without one the label shows "&File".
    auto* fileLabel = new QLabel(tr("&File"), this);
    fileLabel->setBuddy(m_path);
    form->addRow(fileLabel, pathRow);
    form->addRow(tr("&Width"), m_width);
    form->addRow(tr("&Height"), m_height);
    form->addRow(tr("&Scale (PNG)"), m_scale);
    form->addRow(buttons);

    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QString ExportDialog::path() const
{
    return m_path->text().trimmed();
}

exporter::FigureOptions ExportDialog::options() const
{
    return {QSize(m_width->value(), m_height->value()), m_scale->value()};
}

void ExportDialog::browse()
{
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Export figure"), path(), tr("Figures (*.png *.svg *.pdf);;PNG (*.png);;SVG (*.svg);;PDF (*.pdf)"));
    if (!file.isEmpty())
        m_path->setText(file);
}

} // namespace pe::ui
