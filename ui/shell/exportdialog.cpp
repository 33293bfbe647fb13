#include "ui/shell/exportdialog.h"

#include "ui/widgets/savepathfield.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace pe::ui {

ExportDialog::ExportDialog(const QString& path, const exporter::FigureOptions& options, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export figure"));
    m_path = new SavePathField(path, tr("Export figure"),
                               tr("Figures (*.png *.svg *.pdf);;PNG (*.png);;SVG (*.svg);;PDF (*.pdf)"), this);
    m_path->edit()->setToolTip(tr("The extension chooses the format: .png, .svg or .pdf."));

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
    auto* fileLabel = new QLabel(tr("&File"), this);
    form->addRow(fileLabel, m_path);
    fileLabel->setBuddy(m_path->edit());
    form->addRow(tr("&Width"), m_width);
    form->addRow(tr("&Height"), m_height);
    form->addRow(tr("&Scale (PNG)"), m_scale);
    form->addRow(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QString ExportDialog::path() const
{
    return m_path->path();
}

exporter::FigureOptions ExportDialog::options() const
{
    return {QSize(m_width->value(), m_height->value()), m_scale->value()};
}

} // namespace pe::ui
