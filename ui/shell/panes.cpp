#include "ui/shell/panes.h"
#include "ui/framework/numbers.h"
#include "ui/shell/screenfit.h"

#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/history.h"
#include "ui/framework/options.h"
#include "ui/framework/panelink.h"
#include "ui/framework/sharedparams.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"
#include "ui/shell/mainwindow.h"
#include "ui/widgets/parameterpanel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMouseEvent>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace pe::ui {

PaneHeader::PaneHeader(QTabWidget* tabs, AppState* state, const QString& name, QWidget* parent)
    : QWidget(parent)
    , m_state(state)
    , m_name(new QLabel(name, this))
    , m_views(new QComboBox(this))
    , m_summary(new QLabel(this))
{
    setAutoFillBackground(true);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    QFont bold = m_name->font();
    bold.setBold(true);
    m_name->setFont(bold);
    layout->addWidget(m_name);
    m_views->setToolTip(tr("The view shown in this pane."));
    for (int i = 0; i < tabs->count(); ++i)
        m_views->addItem(tabs->tabText(i));
    m_views->setCurrentIndex(tabs->currentIndex());
    m_views->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_views->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed); // whole at any text size
    layout->addWidget(m_views);
    m_summary->setTextFormat(Qt::PlainText);
    // On a narrow pane (a projector at 200 %) the numbers go on two lines: on one they set the
    // window's minimum width past the screen's.
    m_summary->setWordWrap(true);
    m_summary->setToolTip(tr("The parameters of this pane. Click the pane to edit them in the Parameters dock."));
    layout->addWidget(m_summary, 1);
    connect(m_views, &QComboBox::currentIndexChanged, tabs, &QTabWidget::setCurrentIndex);
    connect(tabs, &QTabWidget::currentChanged, m_views, &QComboBox::setCurrentIndex);
    connect(m_views, &QComboBox::activated, this, &PaneHeader::activated);
    connect(state, &AppState::paramsChanged, this, &PaneHeader::updateSummary);
    connect(state, &AppState::positionChanged, this, &PaneHeader::updateSummary);
    updateSummary();
    setFocused(false);
}

void PaneHeader::updateSummary()
{
    const QString gap = QStringLiteral("   ");
    QString text =
        shared::caption(m_state->params(), gap) + gap + QStringLiteral("t = ") + numbers::integer(m_state->position());
    // Lines break between the parameters, never inside one ("L =" on a line, "100" on the next).
    text.replace(QStringLiteral(" = "), QStringLiteral("\u00A0=\u00A0"));
    m_summary->setText(text);
}

void PaneHeader::setFocused(bool focused)
{
    // The pane the dock edits: the highlight colour behind its header, as a selected row.
    QPalette pal = palette();
    const QPalette app = QApplication::palette();
    pal.setColor(QPalette::Window, focused ? app.color(QPalette::Highlight) : app.color(QPalette::Window));
    pal.setColor(QPalette::WindowText,
                 focused ? app.color(QPalette::HighlightedText) : app.color(QPalette::WindowText));
    setPalette(pal);
    m_summary->setPalette(pal);
    m_name->setPalette(pal);
}

void PaneHeader::mousePressEvent(QMouseEvent* event)
{
    emit activated();
    QWidget::mousePressEvent(event);
}

namespace {
QWidget* paneWidget(PaneHeader* header, QTabWidget* tabs, QWidget* parent)
{
    auto* pane = new QWidget(parent);
    auto* layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(header);
    // A view larger than a small screen scrolls inside its pane instead of widening the window.
    layout->addWidget(screenfit::scrollable(tabs), 1);
    return pane;
}
} // namespace

SideBySide::SideBySide(MainWindow* window, AppState* state, QTabWidget* tabs, const std::vector<View*>& views,
                       QVBoxLayout* dockLayout, ParameterPanel* panel)
    : QObject(window)
    , m_window(window)
    , m_state(state)
    , m_tabs(tabs)
    , m_views(views)
    , m_dockLayout(dockLayout)
    , m_panel(panel)
    , m_link(new PaneLink(this))
    , m_splitter(new QSplitter(Qt::Horizontal, window))
{
    m_splitter->setObjectName(QStringLiteral("sideBySide"));
    m_splitter->setChildrenCollapsible(false);
    m_firstHeader = new PaneHeader(tabs, state, tr("Left"));
    m_firstHeader->hide();
    m_firstPane = paneWidget(m_firstHeader, tabs, m_splitter);
    m_splitter->addWidget(m_firstPane);
    window->setCentralWidget(m_splitter);
    connect(m_firstHeader, &PaneHeader::activated, this, [this] { setFocusedPane(0); });
    m_link->addPane(state, views);

    m_dockTitle = new QLabel;
    m_dockTitle->setMargin(6);
    m_dockTitle->setWordWrap(true);
    QFont bold = m_dockTitle->font();
    bold.setBold(true);
    m_dockTitle->setFont(bold);
    m_dockTitle->hide();
    dockLayout->insertWidget(dockLayout->indexOf(panel), m_dockTitle);
    // A click anywhere in a pane makes it the one the dock edits.
    qApp->installEventFilter(this);
}

SideBySide::~SideBySide()
{
    qApp->removeEventFilter(this);
}

void SideBySide::setHistory(History* history)
{
    m_history = history;
    history->setLink(m_link);
    if (m_open)
        history->setSecondPane(m_secondState, m_secondViews);
}

void SideBySide::createSecond()
{
    if (m_secondState)
        return;
    m_secondState = new AppState(this);
    m_secondController = new Controller(m_secondState, this);
    m_secondTabs = new FigureTabs;
    m_secondTabs->setDocumentMode(true);
    m_secondTabs->tabBar()->hide();
    screenfit::followCurrentPage(m_secondTabs);
    m_secondViews = createViews(m_secondTabs);
    for (View* v : m_secondViews) {
        m_secondTabs->addTab(v, v->title());
        m_secondController->addView(v);
        connect(v, &View::statusMessage, m_window, [this](const QString& m) { m_window->statusBar()->showMessage(m); });
        connect(v, &View::viewRequested, this, &SideBySide::setSecondView);
        connect(v, &View::cellActivated, this, [this](long position, int dim) {
            if (View* inspector = secondView(QStringLiteral("inspector"))) {
                m_secondState->setPosition(position);
                inspector->setSettingText(QStringLiteral("inspect-dim"), QString::number(dim));
                m_secondTabs->setCurrentWidget(inspector);
            }
        });
    }
    m_secondHeader = new PaneHeader(m_secondTabs, m_secondState, tr("Right"));
    auto* close = new QToolButton(m_secondHeader);
    close->setAutoRaise(true);
    close->setText(tr("Close"));
    close->setToolTip(tr("Close the right pane (View ▸ Side by side, F6)."));
    connect(close, &QToolButton::clicked, this, [this] { setOpen(false); });
    m_secondHeader->layout()->addWidget(close);
    connect(m_secondHeader, &PaneHeader::activated, this, [this] { setFocusedPane(1); });
    m_secondPane = paneWidget(m_secondHeader, m_secondTabs, m_splitter);
    m_splitter->addWidget(m_secondPane);
    m_secondPane->hide();
    connect(m_secondTabs, &QTabWidget::currentChanged, this, [this] {
        m_secondController->setActiveView(m_open ? secondCurrentView() : nullptr);
        if (m_focus == 1)
            emit focusChanged();
    });
    m_secondPanel = new ParameterPanel(m_secondState);
    m_secondPanel->hide();
    m_dockLayout->insertWidget(m_dockLayout->indexOf(m_panel) + 1, m_secondPanel);
}

AppState* SideBySide::secondState()
{
    createSecond();
    return m_secondState;
}

Controller* SideBySide::secondController()
{
    createSecond();
    return m_secondController;
}

const std::vector<View*>& SideBySide::secondViews()
{
    createSecond();
    return m_secondViews;
}

View* SideBySide::secondView(const QString& id)
{
    for (View* v : secondViews())
        if (v->id() == id)
            return v;
    return nullptr;
}

View* SideBySide::secondCurrentView() const
{
    return m_secondTabs ? qobject_cast<View*>(m_secondTabs->currentWidget()) : nullptr;
}

void SideBySide::setSecondView(const QString& id)
{
    if (View* v = secondView(id))
        m_secondTabs->setCurrentWidget(v);
}

void SideBySide::setOpen(bool open)
{
    if (open == m_open) {
        if (m_toggle)
            m_toggle->setChecked(open);
        return;
    }
    if (open && !m_secondState) {
        // The first time, the right pane starts as a copy of the left one.
        copyFirstPane();
    }
    m_open = open;
    if (m_toggle)
        m_toggle->setChecked(open);
    // Side by side, a pane's width is half the window's, whatever its hidden views would ask
    // for: the views' minimum widths no longer widen the window past the screen.
    // The views not shown keep ignoring their height too (screenfit::followCurrentPage): the
    // tallest of them made the shown one scroll.
    for (const std::vector<View*>* views : {&m_views, &m_secondViews})
        for (View* v : *views) {
            const auto* tabs = qobject_cast<const QStackedWidget*>(v->parentWidget());
            const bool shown = !tabs || tabs->currentWidget() == v;
            v->setSizePolicy(open ? QSizePolicy::Ignored : QSizePolicy::Preferred,
                             shown ? v->sizePolicy().verticalPolicy() : QSizePolicy::Ignored);
        }
    m_tabs->tabBar()->setVisible(!open);
    m_firstHeader->setVisible(open);
    m_secondPane->setVisible(open);
    if (open) {
        widenWindow();
        m_link->addPane(m_secondState, m_secondViews);
        m_splitter->setSizes({1, 1}); // half each
        m_secondController->setActiveView(secondCurrentView());
    } else {
        m_link->removePane(m_secondState);
        m_secondController->setActiveView(nullptr);
    }
    if (m_history)
        m_history->setSecondPane(open ? m_secondState : nullptr, m_secondViews);
    m_focus = open ? m_focus : 0;
    updateHeaders();
    emit focusChanged();
}

void SideBySide::widenWindow()
{
    // Two figures need about twice the width of one: a window that is not maximised grows to the
    // screen's width (never past it), as it was otherwise.
    const QScreen* screen = m_window->screen();
    if (!screen || m_window->isMaximized() || m_window->isFullScreen())
        return;
    const QRect available = screen->availableGeometry();
    const int width = std::min(available.width(), std::max(m_window->width(), kWideWindow));
    if (width <= m_window->width())
        return;
    QRect frame = m_window->frameGeometry();
    const int extra = frame.width() - m_window->width();
    QRect geometry = m_window->geometry();
    geometry.setWidth(width - std::max(0, extra));
    geometry.moveLeft(std::max(available.left(), std::min(geometry.left(), available.right() - width + 1)));
    m_window->setGeometry(geometry);
}

void SideBySide::copyFirstPane()
{
    createSecond();
    m_link->setPaused(true);
    const Session copy = session::capture(*m_state, m_views, QString());
    session::apply(copy, m_secondState, m_secondViews);
    if (View* v = qobject_cast<View*>(m_tabs->currentWidget()))
        setSecondView(v->id());
    m_link->setPaused(false);
}

void SideBySide::compareWithCopy()
{
    if (m_history && m_open)
        m_history->checkpoint();
    copyFirstPane();
    setOpen(true);
    setFocusedPane(1);
    m_window->statusBar()->showMessage(
        tr("The right pane is a copy of the left one: change one parameter in the Parameters dock to compare."), 10000);
}

void SideBySide::setFocusedPane(int pane)
{
    pane = m_open ? std::clamp(pane, 0, 1) : 0;
    if (pane == m_focus)
        return;
    m_focus = pane;
    updateHeaders();
    emit focusChanged();
}

void SideBySide::updateHeaders()
{
    m_firstHeader->setFocused(m_open && m_focus == 0);
    if (m_secondHeader)
        m_secondHeader->setFocused(m_open && m_focus == 1);
    m_panel->setVisible(m_focus == 0);
    if (m_secondPanel)
        m_secondPanel->setVisible(m_focus == 1);
    m_dockTitle->setVisible(m_open);
    m_dockTitle->setText(m_focus == 0 ? tr("Left pane (click a pane to edit it)")
                                      : tr("Right pane (click a pane to edit it)"));
}

View* SideBySide::focusedView() const
{
    if (m_open && m_focus == 1)
        return secondCurrentView();
    return qobject_cast<View*>(m_tabs->currentWidget());
}

std::vector<View*> SideBySide::figureViews() const
{
    std::vector<View*> views;
    if (View* v = qobject_cast<View*>(m_tabs->currentWidget()))
        views.push_back(v);
    if (m_open)
        if (View* v = secondCurrentView())
            views.push_back(v);
    return views;
}

int SideBySide::paneOf(const QWidget* widget) const
{
    for (const QWidget* w = widget; w; w = w->parentWidget()) {
        if (w == m_firstPane)
            return 0;
        if (m_secondPane && w == m_secondPane)
            return 1;
        if (w->isWindow())
            break;
    }
    return -1;
}

bool SideBySide::eventFilter(QObject* watched, QEvent* event)
{
    if (m_open && (event->type() == QEvent::MouseButtonPress || event->type() == QEvent::FocusIn) &&
        watched->isWidgetType()) {
        const int pane = paneOf(static_cast<QWidget*>(watched));
        if (pane >= 0)
            setFocusedPane(pane);
    }
    return QObject::eventFilter(watched, event);
}

void SideBySide::showView(const QString& id)
{
    if (m_open && m_focus == 1) {
        setSecondView(id);
        return;
    }
    m_window->setCurrentView(id);
}

Session SideBySide::capture(Session first) const
{
    first.panes.clear();
    if (m_open) {
        const View* v = secondCurrentView();
        first.panes.push_back(session::capture(*m_secondState, m_secondViews, v ? v->id() : QString()));
    }
    first.linkPosition = m_link->positionLinked();
    first.linkDimension = m_link->dimensionLinked();
    return first;
}

QString SideBySide::applySecond(const Session& s)
{
    m_link->setPaused(true);
    QString error;
    if (!s.panes.empty()) {
        createSecond();
        error = session::apply(s.panes.front(), m_secondState, m_secondViews);
        setSecondView(s.panes.front().viewId);
    }
    m_link->setPositionLinked(s.linkPosition);
    m_link->setDimensionLinked(s.linkDimension);
    setOpen(!s.panes.empty());
    m_link->setPaused(false);
    return error;
}

QString SideBySide::applyArguments(const QStringList& arguments)
{
    createSecond();
    QString viewId;
    m_link->setPaused(true);
    const QString error = options::applyArguments(arguments, m_secondState, m_secondViews, &viewId);
    m_link->setPaused(false);
    if (!error.isEmpty())
        return error;
    setSecondView(viewId);
    setOpen(true);
    return {};
}

void SideBySide::addActions(QMenu* menu)
{
    m_toggle = menu->addAction(tr("Side &by side"), this, [this](bool on) { setOpen(on); });
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::Key_F6));
    m_toggle->setToolTip(tr("Show a second pane beside the first, with its own view and parameters."));
    QAction* copy = menu->addAction(tr("&Compare with a copy"), this, &SideBySide::compareWithCopy);
    copy->setShortcut(QKeySequence(tr("Shift+F6")));
    copy->setToolTip(tr("Open the right pane as a copy of the left one, to change one parameter in it."));
    QAction* other = menu->addAction(tr("S&witch pane"), this, [this] { setFocusedPane(1 - m_focus); });
    other->setShortcut(QKeySequence(Qt::Key_F7));
    other->setToolTip(tr("Edit the other pane's parameters in the Parameters dock."));
    QAction* linkPosition = menu->addAction(tr("Link p&osition t"), m_link, &PaneLink::setPositionLinked);
    linkPosition->setCheckable(true);
    linkPosition->setToolTip(tr("Moving t in one pane moves it in the other."));
    QAction* linkDimension = menu->addAction(tr("Link &dimension"), m_link, &PaneLink::setDimensionLinked);
    linkDimension->setCheckable(true);
    linkDimension->setToolTip(tr("Selecting a dimension (inspector) or pair k (rotation) in one pane "
                                 "selects it in the other."));
    auto sync = [this, other, linkPosition, linkDimension] {
        linkPosition->setChecked(m_link->positionLinked());
        linkDimension->setChecked(m_link->dimensionLinked());
        other->setEnabled(m_open);
    };
    connect(m_link, &PaneLink::linksChanged, this, sync);
    connect(this, &SideBySide::focusChanged, this, sync);
    sync();
}

} // namespace pe::ui
