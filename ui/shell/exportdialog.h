#pragma once

#include "ui/framework/exporter.h"

#include <QDialog>

class QDoubleSpinBox;
class QSpinBox;

namespace pe::ui {

class SavePathField;

/// Asks for the file (PNG, SVG or PDF by extension), the pixel size and the PNG scale factor.
class ExportDialog : public QDialog {
    Q_OBJECT
public:
    ExportDialog(const QString& path, const exporter::FigureOptions& options, QWidget* parent = nullptr);

    QString path() const;
    exporter::FigureOptions options() const;

private:
    SavePathField* m_path;
    QSpinBox* m_width;
    QSpinBox* m_height;
    QDoubleSpinBox* m_scale;
};

} // namespace pe::ui
