#pragma once
// Drives one view of the real main window through a scripted sweep of parameter changes and
// times each one from the change to the finished replot.

#include "presets.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <vector>

namespace pe::ui {
class AppState;
class Controller;
class MainWindow;
class View;
} // namespace pe::ui

namespace pe::bench {

/// One timed update.
struct Sample {
    QString kind;  ///< what changed: base, position, dim, length, zoom, control
    double ms = 0; ///< parameter change -> last replot of the view's first frame (see completeMs)
    /// parameter change -> last replot, the rest of a pending frame included (ui::Frame::pending:
    /// an expensive count or search that follows the first frame); equal to ms for other views.
    double completeMs = 0;
    double idleMs = 0;     ///< parameter change -> GUI done with what the update posted (paint, layout)
    double guiBlockMs = 0; ///< longest stretch the GUI thread did not serve events
    double cpuMs = 0;      ///< CPU time of the whole process (all threads) during the update
    double guiCpuMs = 0;   ///< CPU time of the GUI thread during the update
};

struct SweepResult {
    QString view;
    Preset preset;
    double firstMs = 0; ///< switching to the view at this preset (not in the percentiles)
    std::vector<Sample> samples;
    int timeouts = 0;
    int controls = 0;      ///< own controls of the view that the sweep nudged
    bool zoomable = false; ///< a wheel event on the primary plot redrew the view
    double peakRssMiB = -1;
    bool peakIsPerSweep = false; ///< false: the kernel refused to reset the peak

    /// Nearest-rank percentile of a field of the samples (latency by default).
    double percentile(double p, double Sample::*field = &Sample::ms) const;
    double maxGuiBlockMs() const;
};

class Sweeper : public QObject {
    Q_OBJECT
public:
    Sweeper(ui::MainWindow* window, ui::AppState* state, ui::Controller* controller);

    /// Sets the preset, switches to the view, then times `updates` changes (fewer when one
    /// (view, preset) pair exceeds `budgetMs`, keeping at least 5).
    SweepResult run(ui::View* view, const Preset& preset, int updates, double budgetMs);

protected:
    /// Notes paints of the measured view's widgets (see m_lastWork).
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Runs `action`, waits until the controller is idle and queued replots, paints and layouts
    /// are done. Returns the latency to the last replot in ms (sample->idleMs to the end of that
    /// work), or a negative value when nothing was redrawn.
    double measure(ui::View* view, const std::function<void()>& action, Sample* sample, bool* timedOut);
    void step(ui::View* view, const Preset& preset, const QString& kind, int occurrence);
    QList<QWidget*> ownControls(ui::View* view) const;
    void nudge(QWidget* control, int direction);
    void wheel(ui::View* view, int direction);

    ui::MainWindow* m_window;
    ui::AppState* m_state;
    ui::Controller* m_controller;
    QList<QWidget*> m_controls;
    QElapsedTimer m_clock;
    QTimer m_probe;
    qint64 m_lastTick = 0;
    qint64 m_maxGap = 0;
    qint64 m_lastDrawn = -1;
    qint64 m_pendingDrawn = -1; ///< last replot while the view showed a pending frame
    qint64 m_lastWork = -1;     ///< last replot, result or paint of the measured view
    qint64 m_settled = -1;      ///< first probe tick after m_lastWork
    int m_applied = 0;
    QPointer<ui::View> m_current;
};

} // namespace pe::bench
