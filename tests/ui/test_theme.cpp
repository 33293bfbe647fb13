// View > High contrast and View > Colour map: the choice is remembered, the window is built
// again with it, and its figures follow (pens 2.5 times as thick, bold axis text; the colour map
// of the heatmap). Run with a throwaway XDG_CONFIG_HOME (tests/CMakeLists.txt).

#include "uitest.h"

#include "ui/framework/appearance.h"
#include "ui/plotting/plotstyle.h"
#include "ui/shell/appearancemenu.h"
#include "ui/shell/windowhost.h"
#include "ui/views/heatmap/heatmapview.h"

#include <QAction>
#include <QApplication>
#include <QSignalSpy>
#include <qcustomplot.h>

using namespace pe;
using namespace pe::ui;

class TestTheme : public QObject {
    Q_OBJECT
private:
    /// The first graph of the waves view of the host's current window, drawn.
    static QCPGraph* wavesCurve(WindowHost& host, Controller& controller)
    {
        MainWindow* window = host.window();
        window->setCurrentView(QStringLiteral("waves"));
        if (!test::waitIdle(controller))
            return nullptr;
        QCustomPlot* plot = window->view(QStringLiteral("waves"))->primaryPlot();
        plot->replot();
        return plot->graph(0);
    }

    /// Triggers `action` and waits until the host has built the window again.
    static bool rebuiltAfter(WindowHost& host, QAction* action)
    {
        QSignalSpy replaced(&host, &WindowHost::windowReplaced);
        action->trigger();
        return replaced.wait(10000);
    }

private Q_SLOTS:
    void init()
    {
        appearance::themeChoice().set(appearance::Theme::Default);
        appearance::colourMapChoice().set(appearance::ColourMap::Automatic);
    }

    void highContrastThickensThePensAndIsRemembered()
    {
        AppState state;
        Controller controller(&state);
        Settings settings;
        WindowHost host(&state, &controller, &settings);
        host.window()->resize(1400, 900);
        host.window()->show();
        QCPGraph* curve = wavesCurve(host, controller);
        QVERIFY(curve);
        const double normal = curve->pen().widthF();
        QCOMPARE(normal, 2.0);
        QVERIFY(!curve->keyAxis()->tickLabelFont().bold());
        QAction* high = host.window()->appearance()->highContrastAction();
        QVERIFY(!high->isChecked());

        QVERIFY(rebuiltAfter(host, high));
        QCOMPARE(appearance::themeChoice().value(), appearance::Theme::HighContrast);
        QCOMPARE(Settings().value(Settings::theme), QStringLiteral("high-contrast"));
        QVERIFY(host.window()->appearance()->highContrastAction()->isChecked());
        curve = wavesCurve(host, controller);
        QVERIFY(curve);
        QCOMPARE(curve->pen().widthF(), normal * 2.5);
        QVERIFY(curve->keyAxis()->tickLabelFont().bold());
        QCOMPARE(curve->keyAxis()->tickLabelColor(), QColor(Qt::black));
        // Drawn again, the pen is not thickened twice.
        curve->parentPlot()->replot();
        QCOMPARE(curve->pen().widthF(), normal * 2.5);

        QVERIFY(rebuiltAfter(host, host.window()->appearance()->highContrastAction()));
        QCOMPARE(Settings().value(Settings::theme), QStringLiteral("default"));
        curve = wavesCurve(host, controller);
        QVERIFY(curve);
        QCOMPARE(curve->pen().widthF(), normal);
    }

    void colourMapIsRememberedAndReachesTheHeatmap()
    {
        AppState state;
        Controller controller(&state);
        Settings settings;
        WindowHost host(&state, &controller, &settings);
        host.window()->show();
        const auto heatmapGradient = [&] {
            host.window()->setCurrentView(QStringLiteral("heatmap"));
            test::waitIdle(controller);
            return test::part<QCPColorMap>(host.window()->view(QStringLiteral("heatmap")), "map")->gradient();
        };
        QVERIFY(heatmapGradient() == plotstyle::redWhiteBlue());
        const QList<QAction*> maps = host.window()->appearance()->colourMapActions();
        QCOMPARE(maps.size(), 4);
        QVERIFY(maps[0]->isChecked());

        QVERIFY(rebuiltAfter(host, maps[2]));
        QCOMPARE(Settings().value(Settings::colourMap), QStringLiteral("cividis"));
        QCOMPARE(appearance::colourMapChoice().value(), appearance::ColourMap::Cividis);
        QVERIFY(host.window()->appearance()->colourMapActions()[2]->isChecked());
        QVERIFY(heatmapGradient() == plotstyle::cividis());
        QVERIFY(!(plotstyle::cividis() == plotstyle::viridis()));

        QVERIFY(rebuiltAfter(host, host.window()->appearance()->colourMapActions()[0]));
        QCOMPARE(Settings().value(Settings::colourMap), QStringLiteral("auto"));
        QVERIFY(heatmapGradient() == plotstyle::redWhiteBlue());
    }

    /// A window built again (a new colour map, theme or language) keeps the chosen text size:
    /// the new window took the old one's scaled application font, and the plot fonts its figures
    /// were built at, as its unscaled base, and scaled them once more (1.5 became 2.25).
    void aRebuiltWindowKeepsTheTextSize()
    {
        Settings().setValue(Settings::textScale, 1.5);
        const double unscaled = QApplication::font().pointSizeF();
        {
            AppState state;
            Controller controller(&state);
            Settings settings;
            WindowHost host(&state, &controller, &settings);
            host.window()->show();
            QCPGraph* curve = wavesCurve(host, controller);
            QVERIFY(curve);
            const double tick = curve->keyAxis()->tickLabelFont().pointSizeF();
            QCOMPARE(QApplication::font().pointSizeF(), unscaled * 1.5);
            QVERIFY(rebuiltAfter(host, host.window()->appearance()->colourMapActions()[2]));
            QCOMPARE(QApplication::font().pointSizeF(), unscaled * 1.5);
            curve = wavesCurve(host, controller);
            QVERIFY(curve);
            QCOMPARE(curve->keyAxis()->tickLabelFont().pointSizeF(), tick);
            QVERIFY(rebuiltAfter(host, host.window()->appearance()->colourMapActions()[0]));
        }
        QCOMPARE(QApplication::font().pointSizeF(), unscaled); // the window gone, the font as it was
        Settings().setValue(Settings::textScale, 1.0);
    }

    void mapsEndAtMatplotlibsColours()
    {
        // matplotlib 3.6: colormaps["viridis"](0.0) = 68, 1, 84 and (1.0) = 253, 231, 37;
        // colormaps["cividis"](0.0) = 0, 34, 78 and (1.0) = 254, 232, 56.
        const QCPRange unit(0, 1);
        QCOMPARE(QColor(plotstyle::viridis().color(0.0, unit)), QColor(68, 1, 84));
        QCOMPARE(QColor(plotstyle::viridis().color(1.0, unit)), QColor(253, 231, 37));
        QCOMPARE(QColor(plotstyle::cividis().color(0.0, unit)), QColor(0, 34, 78));
        QCOMPARE(QColor(plotstyle::cividis().color(1.0, unit)), QColor(254, 232, 56));
        // Automatic: red-white-blue for signed values, viridis for the others.
        QVERIFY(plotstyle::diverging() == plotstyle::redWhiteBlue());
        QVERIFY(plotstyle::sequential() == plotstyle::viridis());
        appearance::colourMapChoice().set(appearance::ColourMap::Diverging);
        QVERIFY(plotstyle::sequential() == plotstyle::redWhiteBlue());
        QCOMPARE(appearance::colourMapChoice().fromName(QStringLiteral("cividis")), appearance::ColourMap::Cividis);
        QVERIFY(!appearance::colourMapChoice().fromName(QStringLiteral("jet")));
    }
};

QTEST_MAIN(TestTheme)
#include "test_theme.moc"
