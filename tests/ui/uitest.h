#pragma once
// Shared helpers for the QTest UI tests (run under the offscreen platform with a throwaway
// XDG_CONFIG_HOME, see tests/CMakeLists.txt).

#include "core/formula/params.h"
#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/settings.h"
#include "ui/shell/mainwindow.h"
#include "ui/widgets/settingspanel.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QSpinBox>
#include <QTest>
#include <qcustomplot.h>

#include <algorithm>

namespace pe::ui::test {

/// Runs the event loop until the controller has drawn the latest state of the active view.
inline bool waitIdle(const Controller& controller, int timeoutMs = 10000)
{
    QElapsedTimer timer;
    timer.start();
    do {
        QTest::qWait(5);
        if (controller.isIdle())
            return true;
    } while (timer.elapsed() < timeoutMs);
    return false;
}

/// Replots `plot` and runs what the replot queued (labels fitted, replots asked for), `rounds`
/// times: the plot laid out and drawn as it settles on screen.
inline void replotSettled(QCustomPlot& plot, int rounds = 2)
{
    for (int i = 0; i < rounds; ++i) {
        plot.replot();
        QCoreApplication::processEvents();
    }
}

/// The ticks and minor ticks `axis`'s ticker generates for its present range (what the axis
/// draws once laid out at it).
struct AxisTicks {
    QVector<double> major, minor;
    QVector<QString> labels;
};
inline AxisTicks generatedTicks(const QCPAxis* axis)
{
    AxisTicks t;
    const QString format = axis->numberFormat();
    axis->ticker()->generate(axis->range(), QLocale::c(), format.isEmpty() ? QLatin1Char('g') : format[0],
                             axis->numberPrecision(), t.major, &t.minor, &t.labels);
    return t;
}

/// Where the ticks and minor ticks within `axis`'s range fall, in pixels along it, in order.
inline QVector<double> tickPixels(const QCPAxis* axis)
{
    const AxisTicks t = generatedTicks(axis);
    QVector<double> pixels;
    for (const QVector<double>& set : {t.major, t.minor})
        for (double tick : set)
            if (axis->range().contains(tick))
                pixels << axis->coordToPixel(tick);
    std::sort(pixels.begin(), pixels.end());
    return pixels;
}

/// The descendant of `root` whose objectName is `name`, as a T (nullptr when there is none):
/// how tests reach the controls of a panel and the parts of a figure.
template <typename T> T* part(const QObject* root, const QString& name)
{
    return root->findChild<T*>(name);
}
template <typename T> T* part(const QObject* root, const char* name)
{
    return part<T>(root, QLatin1String(name));
}

/// What every UI test starts from: the real main window, 1400 x 900, shown, on a fresh state
/// with the given parameters. Members are destroyed in reverse order (window first).
struct Window {
    AppState state;
    Controller controller{&state};
    Settings settings;
    MainWindow window{&state, &controller, &settings};

    explicit Window(const core::EncodingParams& params = {})
    {
        window.resize(1400, 900);
        window.show();
        state.setParams(params);
        state.setPosition(0);
    }

    /// Makes the view with this id current and waits until it has drawn; nullptr when the
    /// view is missing, not a V, or never settles.
    template <typename V> V* show(const QString& id)
    {
        window.setCurrentView(id);
        auto* view = qobject_cast<V*>(window.view(id));
        return view && waitIdle(controller) ? view : nullptr;
    }

    /// Chooses `name` in the combo box of the current view's setting `key`, as a user would, and
    /// waits until the view has drawn; false when there is no such control or choice.
    bool choose(const QString& key, const QString& name)
    {
        auto* combo = settingControl<QComboBox>(key);
        const int i = combo ? combo->findData(name) : -1;
        if (i < 0)
            return false;
        combo->setCurrentIndex(i);
        emit combo->activated(i);
        return waitIdle(controller, 30000);
    }

    /// Types `text` into the line edit of the current view's setting `key` and finishes the
    /// edit, then waits until the view has drawn; false when there is no such control.
    bool edit(const QString& key, const QString& text)
    {
        auto* line = settingControl<QLineEdit>(key);
        if (!line)
            return false;
        line->setText(text);
        emit line->editingFinished();
        return waitIdle(controller, 30000);
    }

    /// The control of the current view's setting `key` in the settings panel, as a W.
    template <typename W> W* settingControl(const QString& key) const
    {
        return qobject_cast<W*>(window.settingsPanel()->control(key));
    }

    /// Sets the current view's integer setting `key` through its spin box and waits until the
    /// view has drawn; false when there is no such spin box or the view never settles.
    bool setSpin(const QString& key, int value)
    {
        auto* spin = settingControl<QSpinBox>(key);
        if (!spin)
            return false;
        spin->setValue(value);
        return waitIdle(controller);
    }

    /// Picks entry `index` of the current view's menu setting `key` as the user does, with the
    /// arrow keys (which emit activated), and waits until the view has drawn.
    bool choose(const QString& key, int index)
    {
        auto* combo = settingControl<QComboBox>(key);
        if (!combo)
            return false;
        while (combo->currentIndex() < index)
            QTest::keyClick(combo, Qt::Key_Down);
        while (combo->currentIndex() > index)
            QTest::keyClick(combo, Qt::Key_Up);
        return combo->currentIndex() == index && waitIdle(controller);
    }
};

} // namespace pe::ui::test
