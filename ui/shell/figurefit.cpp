#include "ui/shell/figurefit.h"

#include "ui/framework/exporter.h"
#include "ui/framework/pagestate.h"
#include "ui/plotting/cachedtext.h"
#include "ui/plotting/cardelement.h"
#include "ui/plotting/figurepages.h"
#include "ui/plotting/figureplot.h"
#include "ui/widgets/sectionstack.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QSplitter>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <qcustomplot.h>

#include <algorithm>

namespace pe::ui {

using figurepages::Level;

namespace {
/// Lays `widget` and the layouts above it out anew, so that minimumSizeHint() is current.
void invalidateLayouts(QWidget* widget, const QWidget* top)
{
    for (QWidget* w = widget; w; w = w->parentWidget()) {
        w->updateGeometry();
        if (w->layout())
            w->layout()->invalidate();
        if (w == top)
            break;
    }
}
/// Lays a figure out now, to be measured, when it shows (true); a hidden one's last layout is
/// no longer what it shows (FigurePlot::layOutIfStale lays it out before it is measured).
/// (Drawn, not only laid out: a figure computed for its pixels (T5) laid out without its draw
/// and left a colour scale's label elided in one CI run of the screen sweep.)
bool layOutToMeasure(QCustomPlot* plot)
{
    if (plot->isVisible()) {
        plot->replot(QCustomPlot::rpRefreshHint);
        return true;
    }
    if (auto* figure = qobject_cast<FigurePlot*>(plot))
        figure->markLayoutStale();
    return false;
}

/// A figure's notes: the wrapping texts that are not its title (bold).
QList<CachedTextElement*> notesOf(const QCustomPlot* plot)
{
    QList<CachedTextElement*> notes;
    for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
        if (auto* text = qobject_cast<CachedTextElement*>(e); text && text->wrapsToPlotWidth() && !text->font().bold())
            notes << text;
    return notes;
}

/// The figure's title (plotstyle::addTitle: bold, over the whole figure), or nullptr.
CachedTextElement* titleOf(const QCustomPlot* plot)
{
    auto* title = plot->plotLayout()->rowCount() > 0 && plot->plotLayout()->columnCount() > 0
                      ? qobject_cast<CachedTextElement*>(plot->plotLayout()->element(0, 0))
                      : nullptr;
    return title && title->font().bold() ? title : nullptr;
}
/// Folds `view`'s notes and titles and sets PageState::bare as `fold` says (FigureFit::State);
/// returns the plots to lay out again for it.
QList<QCustomPlot*> foldTexts(QWidget* view, int fold)
{
    const bool bare = setOnPage(view, &PageState::bare, fold >= 4);
    QList<QCustomPlot*> changed;
    for (QCustomPlot* p : view->findChildren<QCustomPlot*>()) {
        QList<CachedTextElement*> texts = notesOf(p);
        for (CachedTextElement* note : texts)
            note->setFold(static_cast<CachedTextElement::Fold>(std::min(fold, 2)));
        if (CachedTextElement* title = titleOf(p)) {
            title->setFold(fold == 3 || fold >= 5 ? CachedTextElement::Fold::Hidden : CachedTextElement::Fold::None);
            texts << title;
        }
        if (!texts.isEmpty() || bare)
            changed << p;
    }
    return changed;
}
} // namespace

FigureFit::FigureFit(FigureArea* area)
    : QObject(area)
    , m_area(area)
    , m_timer(new QTimer(this))
    , m_bar(new QWidget(area))
    , m_barText(new QLabel(m_bar))
{
    setObjectName(QStringLiteral("figureFit"));
    m_timer->setSingleShot(true);
    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, &FigureFit::check);
    area->installEventFilter(this);
    area->viewport()->installEventFilter(this);

    // The bar under a figure shown a page at a time.
    m_bar->setObjectName(QStringLiteral("figurePageBar"));
    m_bar->setAutoFillBackground(true);
    auto* layout = new QHBoxLayout(m_bar);
    layout->setContentsMargins(6, 2, 6, 2);
    auto* previous = new QToolButton(m_bar);
    previous->setArrowType(Qt::LeftArrow);
    previous->setToolTip(tr("Previous panel (Alt+Left)"));
    auto* next = new QToolButton(m_bar);
    next->setArrowType(Qt::RightArrow);
    next->setToolTip(tr("Next panel (Alt+Right)"));
    m_all = new QToolButton(m_bar); // created after the arrows: the Tab order is the bar's order
    m_all->setText(tr("All panels"));
    m_all->setToolTip(tr("Show the whole figure again (Esc, F8)"));
    m_barText->setObjectName(QStringLiteral("figurePageText"));
    m_barText->installEventFilter(this); // its tooltip: what the page leaves out
    layout->addStretch(1);
    layout->addWidget(previous);
    layout->addWidget(m_barText);
    layout->addWidget(next);
    layout->addWidget(m_all);
    layout->addStretch(1);
    m_bar->hide();
    connect(previous, &QToolButton::clicked, this, [this] { step(-1); });
    connect(next, &QToolButton::clicked, this, [this] { step(1); });
    connect(m_all, &QToolButton::clicked, this, [this] { unfocus(); });

    if (auto* tabs = qobject_cast<QTabWidget*>(area->widget())) {
        connect(tabs, &QTabWidget::currentChanged, m_timer, qOverload<>(&QTimer::start));
        for (int i = 0; i < tabs->count(); ++i)
            tabs->widget(i)->installEventFilter(this);
    } else if (area->widget()) {
        area->widget()->installEventFilter(this);
    }
}

FigureFit* FigureFit::of(const QWidget* view)
{
    for (const QWidget* w = view; w; w = w->parentWidget())
        if (auto* area = qobject_cast<const QScrollArea*>(w))
            if (auto* fit = area->findChild<FigureFit*>(QStringLiteral("figureFit"), Qt::FindDirectChildrenOnly))
                return fit;
    return nullptr;
}

const FigureFit::State* FigureFit::stateOf(const QWidget* view) const
{
    const auto it = m_states.find(view);
    return it == m_states.end() ? nullptr : &it->second;
}

int FigureFit::page(const QWidget* view) const
{
    const State* state = stateOf(view);
    return state ? state->page : -1;
}

int FigureFit::pageCount(const QWidget* view) const
{
    const State* state = stateOf(view);
    QCustomPlot* plot = pagedPlot(view);
    return plot ? figurepages::count(plot, state ? state->level : Level::Coarse) : 1;
}

bool FigureFit::focused(const QWidget* view) const
{
    const State* state = stateOf(view);
    return state && state->focused;
}

QWidget* FigureFit::currentPage() const
{
    QWidget* content = m_area->widget();
    if (auto* tabs = qobject_cast<QTabWidget*>(content))
        return tabs->currentWidget();
    return content;
}

QCustomPlot* FigureFit::pagedPlot(const QWidget* page) const
{
    // The figure with the most pages (a view has one figure with panels).
    QCustomPlot* best = nullptr;
    int most = 1;
    if (!page)
        return nullptr;
    for (QCustomPlot* plot : page->findChildren<QCustomPlot*>())
        if (const int n = figurepages::count(plot, Level::Fine); n > most) {
            most = n;
            best = plot;
        }
    return best;
}

void FigureFit::focus(int page)
{
    QWidget* view = currentPage();
    QCustomPlot* plot = pagedPlot(view);
    if (!plot)
        return;
    State& state = m_states[view];
    state.panel.clear();
    state.focused = true;
    // Its notes in a line, for the panel's room; the fold a panel alone needed kept (not a
    // coarse page's: a panel alone has more room than its row).
    setFold(view, state, state.level == Level::Fine ? std::max(state.fold, 1) : 1);
    state.level = Level::Fine; // one panel
    state.page = std::clamp(page, 0, figurepages::count(plot, Level::Fine) - 1);
    apply(view, state);
}

void FigureFit::step(int delta)
{
    QWidget* view = currentPage();
    QCustomPlot* plot = pagedPlot(view);
    if (!plot)
        return;
    if (figurepages::shown(plot) < 0) { // everything shows: turning pages focuses the first (last) panel
        focus(delta > 0 ? 0 : figurepages::count(plot, Level::Fine) - 1);
        return;
    }
    State& state = m_states[view];
    state.panel.clear();
    const int n = figurepages::count(plot, state.level);
    state.page = ((state.page + delta) % n + n) % n;
    if (state.level != Level::Fine && !state.focused)
        setFold(view, state, 1); // the next row of panels folds only as far as it needs (check)
    apply(view, state);
}

bool FigureFit::unfocus()
{
    QWidget* view = currentPage();
    if (!focused(view))
        return false;
    restart(view);
    return true;
}

int FigureFit::panelPage(QCustomPlot* plot, const State& state, Level level) const
{
    if (state.panel.isEmpty())
        return 0;
    const QObject* named = plot->findChild<QObject*>(state.panel);
    const QCPLayoutElement* panel = qobject_cast<const QCPLayoutElement*>(named);
    if (const auto* plottable = qobject_cast<const QCPAbstractPlottable*>(named))
        panel = plottable->keyAxis() ? plottable->keyAxis()->axisRect() : nullptr;
    return std::max(0, figurepages::pageOf(plot, panel, level));
}

void FigureFit::restart(QWidget* view, const QString& panel)
{
    // A panel of a view made of widgets (the inspector's sentence): the sections holding it show.
    if (QWidget* named = panel.isEmpty() ? nullptr : view->findChild<QWidget*>(panel))
        for (QWidget* w = named; w && w != view; w = w->parentWidget())
            if (auto* splitter = qobject_cast<QSplitter*>(w->parentWidget()))
                if (auto* stack = qobject_cast<SectionStack*>(splitter->parentWidget()))
                    stack->setCurrentSection(splitter->indexOf(w));
    auto it = m_states.find(view);
    if (it == m_states.end())
        it = m_states.emplace(view, State{}).first;
    it->second.panel = panel;
    it->second.focused = false;
    reset(view, it->second);
    if (view == currentPage())
        check();
}

bool FigureFit::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == exporter::ExportEvent::type()) {
        // Exports draw the whole figure, notes and title included, whatever the screen shows
        // (the file is laid out anew; the screen's layout comes back as it was).
        if (auto* page = qobject_cast<QWidget*>(watched)) {
            const bool begin = static_cast<exporter::ExportEvent*>(event)->begin;
            const State* state = stateOf(page);
            if (QCustomPlot* plot = pagedPlot(page))
                figurepages::show(plot, begin ? -1 : this->page(page), state ? state->level : Level::Coarse);
            if (state && state->fold > 0)
                foldTexts(page, begin ? 0 : state->fold);
        }
        return false;
    }
    if (event->type() == QEvent::ToolTip && watched == m_barText) {
        m_barText->setToolTip(leftOut(currentPage())); // as it is now (the clock's title follows t)
        return false;
    }
    if (event->type() == QEvent::ToolTip) {
        // A folded note says all of itself in its tooltip (notes left out: the page bar's), and
        // a card short of room for its details says them.
        if (auto* plot = qobject_cast<QCustomPlot*>(watched)) {
            const auto* help = static_cast<QHelpEvent*>(event);
            for (CachedTextElement* note : notesOf(plot))
                if (note->folded() && note->fold() == CachedTextElement::Fold::Line &&
                    note->outerRect().contains(help->pos())) {
                    QToolTip::showText(help->globalPos(), Qt::convertFromPlainText(note->text()), plot);
                    return true;
                }
            for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
                if (auto* card = qobject_cast<CardElement*>(e);
                    card && card->realVisibility() && card->outerRect().contains(help->pos()) &&
                    card->detailParagraphsShown() < card->details().count(QLatin1Char('\n')) + 1 &&
                    !card->details().isEmpty()) {
                    // (as rich text: a tooltip wraps only that, and a paragraph is long)
                    QToolTip::showText(help->globalPos(), Qt::convertFromPlainText(card->details()), plot);
                    return true;
                }
        }
        return false;
    }
    if (event->type() == QEvent::MouseButtonDblClick) {
        // A double-click on a panel shows it alone; on a panel shown alone, all of them again.
        if (auto* plot = qobject_cast<QCustomPlot*>(watched)) {
            QWidget* view = currentPage();
            const auto* mouse = static_cast<QMouseEvent*>(event);
            if (view && plot == pagedPlot(view)) {
                if (focused(view)) {
                    unfocus();
                    return true;
                }
                for (QCPAxisRect* rect : plot->axisRects())
                    if (rect->visible() && rect->rect().contains(mouse->position().toPoint())) {
                        if (const int p = figurepages::pageOf(plot, rect, Level::Fine); p >= 0) {
                            focus(p);
                            return true;
                        }
                    }
            }
        }
        return false;
    }
    if (watched == m_area->viewport() && event->type() == QEvent::Resize && m_area->widget()) {
        // The room the page has, told before the figure lays out for it (the viewport is sized
        // before its widget). A figure held at its minimum does not resize with the viewport:
        // it lays out again for the new room, in the replot already queued for a resize.
        // (Only then: a figure resized with its viewport lays out and draws for its new size
        // anyway, once.)
        QWidget* content = m_area->widget();
        const QSize room = static_cast<QResizeEvent*>(event)->size();
        if (setIfChanged(attached<PageState>(content).room, room) &&
            content->size() == room.expandedTo(content->minimumSizeHint()))
            for (QCustomPlot* plot : content->findChildren<QCustomPlot*>())
                if (plot->isVisible())
                    plot->replot(QCustomPlot::rpQueuedReplot);
    }
    if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Resize || event->type() == QEvent::Show)
        if (!m_checking)
            m_timer->start();
    return QObject::eventFilter(watched, event);
}

int FigureFit::spareHeight() const
{
    const QWidget* content = m_area->widget();
    return content ? m_area->viewport()->height() - content->minimumSizeHint().height() : 0;
}

QSize FigureFit::room() const
{
    // Without the page bar: what the whole figure would have.
    return m_area->maximumViewportSize() + QSize(0, m_barHeight);
}

bool FigureFit::fits(QWidget* content, QSize room) const
{
    const QSize need = content->minimumSizeHint();
    return need.width() <= room.width() && need.height() <= room.height();
}

void FigureFit::reset(QWidget* view, State& state)
{
    // As if new: shown whole if the room allows, else it gives way again.
    state.tooTall = false;
    state.level = Level::Coarse;
    state.page = -1;
    apply(view, state);
    setFold(view, state, 0);
    setTooTall(view, false);
}

void FigureFit::setTooTall(QWidget* view, bool tooTall)
{
    if (!setOnPage(view, &PageState::tooTall, tooTall))
        return;
    // The figures take their own steps as they lay out: laid out now, to be measured (a
    // hidden one when it shows).
    for (QCustomPlot* p : view->findChildren<QCustomPlot*>())
        layOutToMeasure(p);
    invalidateLayouts(view, m_area->widget());
}

void FigureFit::setFold(QWidget* view, State& state, int fold)
{
    if (state.fold == fold)
        return;
    state.fold = fold;
    bool any = false;
    for (QCustomPlot* p : foldTexts(view, fold))
        any = layOutToMeasure(p) || any;
    if (any)
        invalidateLayouts(view, m_area->widget());
}

void FigureFit::check()
{
    QWidget* content = m_area->widget();
    QWidget* view = currentPage();
    if (!content || !view || !m_area->isVisible())
        return;
    m_checking = true;
    State& state = m_states[view];
    for (QCustomPlot* plot : view->findChildren<QCustomPlot*>())
        plot->installEventFilter(this); // double-clicks, folded notes' tooltips
    const QSize room = this->room();
    if (!state.focused) {
        if (state.tooTall && (room.width() > state.tightRoom.width() || room.height() > state.tightRoom.height())) {
            // More room than when the figure last gave way: the whole figure again, as if new.
            reset(view, state);
        }
        if (state.page < 0 && !fits(content, room)) {
            if (!state.tooTall) { // its own steps first
                state.tooTall = true;
                state.tightRoom = room;
                setTooTall(view, true);
            }
            if (!fits(content, room))
                setFold(view, state, 1);
            if (!fits(content, room) && pagedPlot(view)) {
                // The coarse pages first.
                state.level = figurepages::count(pagedPlot(view)) < 2 ? Level::Fine : Level::Coarse;
                state.page = panelPage(pagedPlot(view), state, state.level);
            }
        }
    }
    apply(view, state);
    const auto pageTooTall = [&] {
        return !state.focused && state.page >= 0 && !fits(content, m_area->maximumViewportSize());
    };
    // A page too tall folds (step 4 of the order in figurefit.h) before its panels go
    // a row at a time: a note cut to one line says little, the page's panels together say more
    // (the clock's dials in a narrow pane side by side at 200 %: all eight on a page).
    const auto foldUntilItFits = [&] {
        for (int fold : {2, 3})
            if (pageTooTall())
                setFold(view, state, std::max(state.fold, fold));
    };
    for (;;) {
        if (state.level != Level::Fine) {
            foldUntilItFits();
            if (pageTooTall())
                setFold(view, state, 1); // (fewer panels may keep a line of them)
        }
        if (!pageTooTall() || state.level == Level::Fine)
            break;
        QCustomPlot* plot = pagedPlot(view);
        // Counted on the whole figure (a page shown alone keeps the counts of when it was chosen,
        // and the clock may have given its dials other rows since).
        figurepages::show(plot, -1);
        // (The middle level only where it differs from both: rows of a grid of panels.)
        const int middle = figurepages::count(plot, Level::Middle);
        const Level next = state.level == Level::Coarse && middle > figurepages::count(plot, Level::Coarse) &&
                                   middle < figurepages::count(plot, Level::Fine)
                               ? Level::Middle
                               : Level::Fine;
        // The first page of the next level within the page shown (the page bar turned to it):
        // page 2 of 2 too tall went back to the first panel, and the bar seemed to do nothing.
        const int first = figurepages::firstWithin(plot, state.page, state.level, next);
        state.level = next;
        state.page = state.panel.isEmpty() ? first : panelPage(plot, state, next);
        apply(view, state);
    }
    foldUntilItFits(); // (a panel alone, likewise)
    // A panel alone still too tall: its finest details (PageState::bare) instead of its title,
    // then both (the binary table's 0/1 digits at 1920 x 1080, 200 %, in a lesson step).
    for (int fold : {4, 5})
        if (state.level == Level::Fine && pageTooTall())
            setFold(view, state, std::max(state.fold, fold));
    updateBar(view);
    m_checking = false;
}

void FigureFit::apply(QWidget* view, State& state)
{
    QCustomPlot* plot = pagedPlot(view);
    bool changed = false;
    if (plot) {
        state.page = state.page >= 0 ? std::min(state.page, figurepages::count(plot, state.level) - 1) : -1;
        if (figurepages::shown(plot) != state.page ||
            (state.page >= 0 && figurepages::shownLevel(plot) != state.level)) {
            figurepages::show(plot, state.page, state.level);
            // Laid out for the page now (not drawn), so that it is measured as it will show: a
            // figure arranges its panels for the room a page gives them (the clock's dials).
            if (auto* figure = qobject_cast<FigurePlot*>(plot); figure && figure->isVisible())
                figure->layOut();
            invalidateLayouts(plot, m_area->widget());
            plot->replot(QCustomPlot::rpQueuedReplot);
            changed = true;
        }
    } else {
        state.page = -1;
        state.focused = false;
    }
    updateBar(view);
    if (changed)
        emit pagesChanged();
}

QString FigureFit::leftOut(QWidget* view) const
{
    QStringList hidden;
    if (QCustomPlot* plot = pagedPlot(view)) {
        if (CachedTextElement* title = titleOf(plot); title && title->fold() == CachedTextElement::Fold::Hidden)
            hidden << title->text();
        for (CachedTextElement* note : notesOf(plot))
            if (note->fold() == CachedTextElement::Fold::Hidden)
                hidden << note->text();
    }
    return hidden.join(QLatin1Char('\n'));
}

void FigureFit::updateBar(QWidget* view)
{
    const int page = this->page(view);
    const bool show = page >= 0;
    if (show) {
        m_barText->setText(tr("Panel %1 of %2").arg(page + 1).arg(pageCount(view)));
        m_all->setVisible(focused(view));
        m_barText->setToolTip(leftOut(view));
    }
    const int height = show ? m_bar->sizeHint().height() : 0;
    if (m_barHeight != height) {
        m_barHeight = height;
        m_area->setViewportMargins(0, 0, 0, height);
    }
    m_bar->setVisible(show);
    if (show) {
        const QRect viewport = m_area->viewport()->geometry();
        m_bar->setGeometry(viewport.left(), viewport.bottom() + 1, viewport.width(), height);
        m_bar->raise();
    }
}

} // namespace pe::ui
