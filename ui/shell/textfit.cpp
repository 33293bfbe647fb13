#include "ui/shell/textfit.h"

#include "ui/framework/exporter.h"
#include "ui/plotting/labelfit.h"
#include "ui/plotting/plotstyle.h"
#include "ui/plotting/reflow.h"
#include "ui/shell/textsize.h"

#include <QEvent>
#include <QScrollArea>
#include <QTabWidget>
#include <QTimer>
#include <qcustomplot.h>

#include <algorithm>

namespace pe::ui {

namespace {
const char* const kFactor = "pe_textFit";
/// The room, and the factor, at which the page did not fit last: it does not go back up to that
/// factor in that room (text broken into more lines grows faster than the estimate in check()).
const char* const kFailedRoom = "pe_textFitFailedRoom";
const char* const kFailedFactor = "pe_textFitFailedFactor";
constexpr int kSettle = 80; ///< ms for a replot and its layout after a step, before the next check

/// The fonts of `page`'s widgets marked with reflow::kFitPoints, at `factor` of their size.
void fitWidgetFonts(QWidget* page, double factor)
{
    QList<QWidget*> widgets = page->findChildren<QWidget*>();
    widgets.prepend(page);
    for (QWidget* w : widgets) {
        const QVariant points = w->property(reflow::kFitPoints);
        if (!points.isValid())
            continue;
        QFont font = w->font();
        const double size = points.toDouble() * factor;
        if (qFuzzyCompare(font.pointSizeF(), size))
            continue;
        font.setPointSizeF(size);
        w->setFont(font);
    }
}
} // namespace

TextFit::TextFit(QScrollArea* area)
    : QObject(area)
    , m_area(area)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, &TextFit::check);
    area->installEventFilter(this);
    area->viewport()->installEventFilter(this);
    if (auto* tabs = qobject_cast<QTabWidget*>(area->widget())) {
        connect(tabs, &QTabWidget::currentChanged, m_timer, qOverload<>(&QTimer::start));
        for (int i = 0; i < tabs->count(); ++i)
            watch(tabs->widget(i));
    } else if (area->widget()) {
        watch(area->widget());
    }
}

double TextFit::smallestFactor(double presentationExtra, double interfaceScale)
{
    return kSmallest / std::max(1.0, presentationExtra) / std::max(1.0, interfaceScale);
}

double TextFit::factor(const QWidget* page)
{
    const QVariant f = page->property(kFactor);
    return f.isValid() ? f.toDouble() : 1.0;
}

bool TextFit::eventFilter(QObject* watched, QEvent* event)
{
    // Exports have the text size chosen in the window, whatever the screen (see exporter.h).
    if (event->type() == exporter::ExportEvent::type()) {
        auto* page = qobject_cast<QWidget*>(watched);
        const double f = page ? factor(page) : 1.0;
        if (!qFuzzyCompare(f, 1.0)) {
            const bool begin = static_cast<exporter::ExportEvent*>(event)->begin;
            for (QCustomPlot* plot : page->findChildren<QCustomPlot*>())
                plotstyle::rescaleFonts(plot, begin ? 1.0 / f : f);
            fitWidgetFonts(page, begin ? 1.0 : f);
        }
        return false;
    }
    // A figure tells its minimum size by a layout request (plotstyle::apply), the area's
    // room changes by a resize.
    if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Resize || event->type() == QEvent::Show)
        m_timer->start();
    return QObject::eventFilter(watched, event);
}

void TextFit::check()
{
    QWidget* content = m_area->widget();
    if (!content || !m_area->isVisible())
        return;
    QWidget* page = content;
    if (auto* tabs = qobject_cast<QTabWidget*>(content))
        page = tabs->currentWidget();
    if (!page)
        return;
    // Step after step at once (each lays the plots out again), so that the window does not show
    // the figure scrolling between two steps; a few steps at most.
    for (int i = 0; i < 8 && step(content, page); ++i) {
    }
}

bool TextFit::step(QWidget* content, QWidget* page)
{
    const QSize need = content->minimumSizeHint();
    const QSize room = m_area->maximumViewportSize();
    const double f = factor(page);
    // Presentation mode's extra size gives way first: the text goes down to kSmallest of the
    // size chosen in the window.
    const QVariant extra = m_area->window()->property(TextSize::kExtraProperty);
    const double smallest = smallestFactor(extra.isValid() ? extra.toDouble() : 1.0, reflow::interfaceScale());
    if (f < smallest - 1e-9) { // presentation mode left
        setFactor(page, smallest);
        return true;
    }
    const QList<QCustomPlot*> plots = page->findChildren<QCustomPlot*>();
    const bool crowded = std::any_of(plots.begin(), plots.end(), [](const QCustomPlot* p) {
        return p->isVisible() && (labelfit::anyElided(p) || labelfit::textsCrowded(p));
    });
    const bool tooTall = need.height() > room.height();
    if (page->property(reflow::kTextAtSmallest).toBool() != (tooTall && f <= smallest + 1e-9)) {
        page->setProperty(reflow::kTextAtSmallest, tooTall && f <= smallest + 1e-9);
        for (QCustomPlot* plot : plots) // their figures may shorten a text now
            if (plot->isVisible())
                plot->replot(QCustomPlot::rpQueuedReplot);
    }
    if (need.width() > room.width() || tooTall || crowded) {
        if (f <= smallest + 1e-9)
            return false;
        page->setProperty(kFailedRoom, room);
        page->setProperty(kFailedFactor, f);
        setFactor(page, std::max(smallest, f * kStep));
        return true;
    }
    if (f >= 1.0 - 1e-9)
        return false;
    const double up = std::min(1.0, f / kStep);
    if (page->property(kFailedRoom).toSize() == room && up >= page->property(kFailedFactor).toDouble() - 1e-9)
        return false;
    // As if everything the figure needs grew with its text (most of it does not: panels keep
    // their minimum sizes), so that a step up does not make it scroll.
    const double grow = up / f;
    if (need.width() * grow > room.width() || need.height() * grow > room.height())
        return false;
    setFactor(page, up);
    return true;
}

void TextFit::setFactor(QWidget* page, double factor)
{
    const double ratio = factor / TextFit::factor(page);
    page->setProperty(kFactor, factor);
    fitWidgetFonts(page, factor);
    for (QCustomPlot* plot : page->findChildren<QCustomPlot*>()) {
        plotstyle::rescaleFonts(plot, ratio);
        // Laid out now: its minimum size and where its texts are, for the next step.
        if (plot->isVisible())
            plot->replot(QCustomPlot::rpRefreshHint);
    }
    // Once the plots have settled (a label broken anew replots once more), again: their
    // minimum size may not change, and then nothing else asks.
    QTimer::singleShot(kSettle, this, [this] { m_timer->start(); });
}

void TextFit::watch(QWidget* page)
{
    page->installEventFilter(this);
}

} // namespace pe::ui
