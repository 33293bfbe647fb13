#include "ui/shell/textsize.h"

#include "ui/framework/exporter.h"
#include "ui/framework/pagestate.h"
#include "ui/framework/settings.h"
#include "ui/plotting/plotstyle.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <qcustomplot.h>

#include <algorithm>
#include <vector>

namespace pe::ui {

const std::vector<double>& TextSize::steps()
{
    static const std::vector<double> sizes{0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0};
    return sizes;
}

namespace {
/// The application font before any text size: a window built again (a new language, theme or
/// colour map) is made while the old one, and its scaled font, still exist.
const QFont& unscaledFont()
{
    static const QFont font = QApplication::font();
    return font;
}
/// The newest TextSize: the one whose window gives the application its font.
const TextSize* g_current = nullptr;
} // namespace

TextSize::TextSize(QWidget* window, Settings* settings)
    : QObject(window)
    , m_window(window)
    , m_settings(settings)
    , m_baseFont(unscaledFont())
    , m_scale(settings->value(Settings::textScale))
    , m_applied(plotstyle::textScale()) // the size the window's figures were built at
{
    g_current = this;
    apply();
    qApp->installEventFilter(this); // exports (ExportEvent, sent to the view drawn)
}

TextSize::~TextSize()
{
    if (g_current != this)
        return; // a newer window has the application's font
    g_current = nullptr;
    QApplication::setFont(m_baseFont);
    plotstyle::setTextScale(1.0);
}

void TextSize::setScale(double scale)
{
    scale = std::clamp(scale, Settings::textScale.min, Settings::textScale.max);
    if (qFuzzyCompare(scale, m_scale))
        return;
    m_scale = scale;
    m_settings->setValue(Settings::textScale, scale);
    apply();
}

void TextSize::larger()
{
    const auto& s = steps();
    const auto next = std::upper_bound(s.begin(), s.end(), m_scale + 1e-9);
    if (next != s.end())
        setScale(*next);
}

void TextSize::smaller()
{
    const auto& s = steps();
    const auto next = std::lower_bound(s.begin(), s.end(), m_scale - 1e-9);
    if (next != s.begin())
        setScale(*(next - 1));
}

void TextSize::setExtraFactor(double factor)
{
    if (qFuzzyCompare(factor, m_extra))
        return;
    m_extra = factor;
    apply();
}

void TextSize::apply()
{
    const double effective = effectiveScale();
    QFont font = m_baseFont;
    if (font.pointSizeF() > 0)
        font.setPointSizeF(m_baseFont.pointSizeF() * effective);
    else if (font.pixelSize() > 0)
        font.setPixelSize(qRound(m_baseFont.pixelSize() * effective));
    QApplication::setFont(font);
    const double ratio = effective / m_applied;
    m_applied = effective;
    plotstyle::setTextScale(effective);
    scaleFonts(m_window, ratio);
    for (QCustomPlot* plot : m_window->findChildren<QCustomPlot*>())
        plot->replot(QCustomPlot::rpQueuedReplot);
    emit changed(effective);
}

void TextSize::scaleFonts(QWidget* root, double ratio)
{
    if (qFuzzyCompare(ratio, 1.0))
        return;
    for (QCustomPlot* plot : root->findChildren<QCustomPlot*>())
        plotstyle::rescaleFonts(plot, ratio);
    // Widgets with a font size of their own do not follow the application font: scaled here.
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        if (!findAttached<OwnTextSize>(w))
            continue;
        QFont font = w->font();
        font.setPointSizeF(plotstyle::roundedPoints(font.pointSizeF() * ratio));
        w->setFont(font);
    }
}

bool TextSize::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != exporter::ExportEvent::type() || qFuzzyCompare(m_applied, 1.0))
        return false;
    // A view of this window, or one made afresh for a file (an animation's frame, a lesson's
    // handout), its fonts made at the screen's text size: the newest window's.
    auto* view = qobject_cast<QWidget*>(watched);
    if (!view || !(m_window->isAncestorOf(view) || (view->isWindow() && g_current == this)))
        return false;
    // Exports keep their own text size (a figure for a handout is the same from the window, at
    // any text size, and from the command line): the view drawn at size 1, then put back.
    if (static_cast<exporter::ExportEvent*>(event)->begin && !m_exporting) {
        m_exporting = view;
        plotstyle::setTextScale(1.0);
        scaleFonts(view, 1.0 / m_applied);
        // (what follows the application font: the view's own, at size 1)
        m_exportFont = !view->testAttribute(Qt::WA_SetFont);
        if (m_exportFont)
            view->setFont(m_baseFont);
    } else if (!static_cast<exporter::ExportEvent*>(event)->begin && view == m_exporting) {
        m_exporting = nullptr;
        if (m_exportFont)
            view->setFont(QFont()); // the application's again
        scaleFonts(view, m_applied);
        plotstyle::setTextScale(m_applied);
    }
    return false;
}

void TextSize::addMenu(QMenu* parent)
{
    QMenu* menu = parent->addMenu(tr("&Text size"));
    QAction* larger = menu->addAction(tr("&Larger"), this, &TextSize::larger);
    larger->setShortcuts({QKeySequence::ZoomIn, QKeySequence(tr("Ctrl+="))});
    QAction* smaller = menu->addAction(tr("&Smaller"), this, &TextSize::smaller);
    smaller->setShortcuts(QKeySequence::ZoomOut);
    QAction* normal = menu->addAction(tr("&Normal size"), this, &TextSize::reset);
    normal->setShortcut(QKeySequence(tr("Ctrl+0")));
    // Also the window's own: the keys work while the menu bar is hidden (presentation mode).
    m_window->addActions({larger, smaller, normal});
    const auto sync = [this, larger, smaller, normal] {
        larger->setEnabled(m_scale < steps().back() - 1e-9);
        smaller->setEnabled(m_scale > steps().front() + 1e-9);
        normal->setEnabled(!qFuzzyCompare(m_scale, 1.0));
    };
    connect(this, &TextSize::changed, menu, sync);
    sync();
}

} // namespace pe::ui
