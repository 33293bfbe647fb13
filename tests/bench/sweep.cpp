#include "sweep.h"

#include "sysinfo.h"
#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/view.h"
#include "ui/shell/mainwindow.h"
#include "ui/widgets/parameterpanel.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QRadioButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QWheelEvent>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <map>

namespace pe::bench {

namespace {
constexpr int kProbeIntervalMs = 2;
constexpr int kTimeoutMs = 15000;
/// A change that requests no recompute right away may still start one from a view's own timer.
constexpr int kGraceMs = 40;

double cpuMs(clockid_t clock)
{
    timespec ts{};
    clock_gettime(clock, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}
} // namespace

double SweepResult::percentile(double p, double Sample::*field) const
{
    if (samples.empty())
        return -1;
    std::vector<double> v;
    for (const Sample& s : samples)
        v.push_back(s.*field);
    std::sort(v.begin(), v.end());
    // Nearest rank.
    const auto rank = static_cast<std::size_t>(std::ceil(p * static_cast<double>(v.size())));
    return v[std::clamp<std::size_t>(rank, 1, v.size()) - 1];
}

double SweepResult::maxGuiBlockMs() const
{
    double m = 0;
    for (const Sample& s : samples)
        m = std::max(m, s.guiBlockMs);
    return m;
}

Sweeper::Sweeper(ui::MainWindow* window, ui::AppState* state, ui::Controller* controller)
    : m_window(window)
    , m_state(state)
    , m_controller(controller)
{
    m_clock.start();
    m_probe.setTimerType(Qt::PreciseTimer);
    m_probe.setInterval(kProbeIntervalMs);
    connect(&m_probe, &QTimer::timeout, this, [this] {
        const qint64 now = m_clock.nsecsElapsed();
        m_maxGap = std::max(m_maxGap, now - m_lastTick);
        m_lastTick = now;
        // The first tick after a paint or replot: the GUI thread is free again.
        if (m_lastWork > m_settled)
            m_settled = now;
    });
    connect(controller, &ui::Controller::resultApplied, this, [this](ui::View* v) {
        if (v == m_current) {
            ++m_applied;
            m_lastDrawn = std::max(m_lastDrawn, m_clock.nsecsElapsed());
            m_lastWork = m_lastDrawn;
            if (v->framePending())
                m_pendingDrawn = m_lastDrawn;
        }
    });
}

bool Sweeper::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Paint)
        m_lastWork = m_clock.nsecsElapsed();
    return QObject::eventFilter(watched, event);
}

double Sweeper::measure(ui::View* view, const std::function<void()>& action, Sample* sample, bool* timedOut)
{
    m_current = view;
    m_applied = 0;
    m_lastDrawn = -1;
    m_pendingDrawn = -1;
    m_maxGap = 0;
    *timedOut = false;
    QList<QMetaObject::Connection> replots;
    m_lastWork = -1;
    m_settled = -1;
    const QList<QWidget*> watched = view->findChildren<QWidget*>() << view;
    for (QWidget* w : watched)
        w->installEventFilter(this);
    for (QCustomPlot* plot : view->findChildren<QCustomPlot*>())
        replots << connect(plot, &QCustomPlot::afterReplot, this, [this, view] {
            m_lastDrawn = std::max(m_lastDrawn, m_clock.nsecsElapsed());
            m_lastWork = m_lastDrawn;
            if (view->framePending())
                m_pendingDrawn = m_lastDrawn;
        });
    const double cpu0 = cpuMs(CLOCK_PROCESS_CPUTIME_ID);
    const double gui0 = cpuMs(CLOCK_THREAD_CPUTIME_ID);
    const qint64 t0 = m_clock.nsecsElapsed();
    m_lastTick = t0;
    m_probe.start();
    action();
    const bool requested = !m_controller->isIdle();
    for (;;) {
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        const qint64 elapsedMs = (m_clock.nsecsElapsed() - t0) / 1000000;
        if (m_controller->isIdle() && (requested || m_applied > 0 || elapsedMs >= kGraceMs)) {
            // Replots queued by applyResult (rpQueuedReplot), paints and layout requests run on
            // the next turns.
            QCoreApplication::processEvents();
            QCoreApplication::processEvents();
            const qint64 end = m_clock.nsecsElapsed();
            // A change that requested no job (a zoom QCustomPlot replots by itself) waited out
            // kGraceMs for a view timer that did not come: its GUI work ended at the first
            // probe tick after its last paint or replot.
            const bool waitedOut = !requested && m_applied == 0 && m_settled >= 0 && m_settled >= m_lastWork;
            sample->idleMs = ((waitedOut ? std::min(end, m_settled) : end) - t0) / 1e6;
            break;
        }
        if (elapsedMs > kTimeoutMs) {
            *timedOut = true;
            break;
        }
    }
    m_probe.stop();
    sample->cpuMs = cpuMs(CLOCK_PROCESS_CPUTIME_ID) - cpu0;
    sample->guiCpuMs = cpuMs(CLOCK_THREAD_CPUTIME_ID) - gui0;
    m_maxGap = std::max(m_maxGap, m_clock.nsecsElapsed() - m_lastTick);
    for (const auto& c : replots)
        disconnect(c);
    for (QWidget* w : watched)
        w->removeEventFilter(this);
    sample->guiBlockMs = std::max(0.0, m_maxGap / 1e6 - kProbeIntervalMs);
    if (m_lastDrawn < 0)
        return -1;
    sample->completeMs = (m_lastDrawn - t0) / 1e6;
    return ((m_pendingDrawn >= 0 ? m_pendingDrawn : m_lastDrawn) - t0) / 1e6;
}

QList<QWidget*> Sweeper::ownControls(ui::View* view) const
{
    QList<QWidget*> controls;
    for (QWidget* w : view->findChildren<QWidget*>()) {
        if (!w->isEnabled() || !w->isVisibleTo(view) || qobject_cast<QScrollBar*>(w))
            continue;
        // Check boxes and radio buttons change what is drawn. A checkable push button starts
        // or stops something (the clock's Play): toggling it would leave an animation running
        // and time its frames as the following updates, so it is not a parameter to sweep.
        const bool setting = qobject_cast<QCheckBox*>(w) || qobject_cast<QRadioButton*>(w);
        if (qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QAbstractSlider*>(w) || qobject_cast<QComboBox*>(w) ||
            setting)
            controls << w;
    }
    return controls;
}

void Sweeper::nudge(QWidget* control, int direction)
{
    // What a user does with the keyboard: one step, one item, one toggle.
    if (auto* spin = qobject_cast<QAbstractSpinBox*>(control))
        spin->stepBy(direction);
    else if (auto* slider = qobject_cast<QAbstractSlider*>(control))
        slider->triggerAction(direction > 0 ? QAbstractSlider::SliderSingleStepAdd
                                            : QAbstractSlider::SliderSingleStepSub);
    else if (auto* combo = qobject_cast<QComboBox*>(control))
        combo->setCurrentIndex((combo->currentIndex() + direction + combo->count()) % std::max(1, combo->count()));
    else if (auto* button = qobject_cast<QAbstractButton*>(control))
        button->toggle();
}

void Sweeper::wheel(ui::View* view, int direction)
{
    QCustomPlot* plot = view->primaryPlot();
    const QPointF at = plot->axisRect()->rect().center();
    QWheelEvent event(at, plot->mapToGlobal(at), QPoint(), QPoint(0, 240 * direction), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(plot, &event);
}

void Sweeper::step(ui::View* view, const Preset& preset, const QString& kind, int k)
{
    const core::EncodingParams& p = preset.params;
    ui::ParameterPanel* panel = m_window->parameterPanel();
    // Values stay close to the preset so that every update costs what the preset costs.
    if (kind == QLatin1String("base"))
        panel->findChild<QDoubleSpinBox*>(QStringLiteral("baseSpin"))->setValue(p.base * std::pow(1.07, (k % 6) - 2.5));
    else if (kind == QLatin1String("dim"))
        panel->findChild<QSpinBox*>(QStringLiteral("dimSpin"))->setValue(std::max(1, p.dim - 2 * (k % 3 + 1)));
    else if (kind == QLatin1String("length"))
        panel->findChild<QSpinBox*>(QStringLiteral("lengthSpin"))
            ->setValue(static_cast<int>(std::max(2L, p.length - (k % 3 + 1))));
    else if (kind == QLatin1String("position"))
        m_state->setPosition(static_cast<qint64>(std::fmod(0.137 * (k + 1), 1.0) * (m_state->length() - 1)));
    else if (kind == QLatin1String("zoom"))
        wheel(view, k % 2 == 0 ? 1 : -1);
    else if (kind == QLatin1String("control") && !m_controls.isEmpty())
        nudge(m_controls[k % m_controls.size()], (k / m_controls.size()) % 2 == 0 ? 1 : -1);
}

SweepResult Sweeper::run(ui::View* view, const Preset& preset, int updates, double budgetMs)
{
    SweepResult r;
    r.view = view->id();
    r.preset = preset;
    m_state->setParams(preset.params);
    m_state->setPosition(preset.params.length / 2);
    r.peakIsPerSweep = resetPeakRss();

    bool timedOut = false;
    Sample first;
    r.firstMs = measure(
        view, [&] { m_window->setCurrentView(view->id()); }, &first, &timedOut);
    r.timeouts += timedOut;

    m_controls = ownControls(view);
    r.controls = m_controls.size();
    // Wheel zoom on the primary plot, whoever handles it (QCustomPlot's iRangeZoom or the view);
    // a view that ignores the wheel redraws nothing and the sample is left out.
    QStringList kinds = {QStringLiteral("base"), QStringLiteral("position"), QStringLiteral("dim")};
    if (!m_controls.isEmpty())
        kinds << QStringLiteral("control");
    if (view->primaryPlot())
        kinds << QStringLiteral("zoom");
    kinds << QStringLiteral("length");

    QElapsedTimer budget;
    budget.start();
    std::map<QString, int> occurrences;
    for (int i = 0, next = 0; i < updates; ++i) {
        if (i >= 5 && budget.elapsed() > budgetMs)
            break;
        const QString kind = kinds[next++ % kinds.size()];
        const int k = occurrences[kind]++;
        Sample s;
        s.kind = kind;
        s.ms = measure(
            view, [&] { step(view, preset, kind, k); }, &s, &timedOut);
        r.timeouts += timedOut;
        if (s.ms >= 0)
            r.samples.push_back(s);
        r.zoomable = r.zoomable || (kind == QLatin1String("zoom") && s.ms >= 0);
        // A wheel or a control that redraws nothing leaves the rotation: its step waited out
        // kGraceMs idle, and the update after it (always the same kind) was timed from a cold
        // start (t5's length: 2.0 ms in turn, 4.3 ms after an empty zoom).
        if (s.ms >= 0 || (kind != QLatin1String("zoom") && kind != QLatin1String("control")))
            continue;
        --i; // (not an update: it drew nothing)
        if (kind == QLatin1String("control"))
            m_controls.removeAt(k % m_controls.size());
        if (kind == QLatin1String("zoom") || m_controls.isEmpty()) {
            const int at = static_cast<int>((next - 1) % kinds.size());
            kinds.removeAt(at);
            next = at; // the kind after it comes next
        }
    }
    r.peakRssMiB = peakRssMiB();
    return r;
}

} // namespace pe::bench
