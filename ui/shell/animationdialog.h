#pragma once

#include "ui/framework/animation.h"
#include "ui/framework/exporter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace pe::ui {

class AppState;
class SavePathField;
class Settings;
class View;

/// File > Export animation…: the parameter to sweep (the shared position, d, base and length,
/// or a number setting of the view), its range, the frames, the frame rate, the format (MP4,
/// WebM, GIF: the file's extension follows it) and the size. Starts from the current state;
/// `positionSweep` preselects t from its current value to L - 1 (the clock while it plays).
class AnimationDialog : public QDialog {
    Q_OBJECT
public:
    AnimationDialog(const QString& path, const QSize& size, const AppState& state, const View& view, bool positionSweep,
                    QWidget* parent = nullptr);

    QString path() const;
    animation::Sweep sweep() const;
    exporter::FigureOptions figure() const;

private:
    void parameterChosen();
    void formatChosen();

    const AppState& m_state;
    const View& m_view;
    QComboBox* m_parameter;
    QDoubleSpinBox* m_from;
    QDoubleSpinBox* m_to;
    QSpinBox* m_frames;
    QDoubleSpinBox* m_fps;
    QComboBox* m_format;
    QCheckBox* m_halfChroma;
    QSpinBox* m_width;
    QSpinBox* m_height;
    SavePathField* m_path;
};

/// Runs File > Export animation… for `view` (the window's current one) and `state`: the dialog
/// (a position sweep preselected while the clock plays), checks, then the frames drawn offscreen
/// from a copy of the state (the window stays as it is) with a progress bar and Cancel. Errors
/// are shown in a message box.
void exportAnimation(QWidget* parent, const AppState& state, View* view, Settings* settings);

} // namespace pe::ui
