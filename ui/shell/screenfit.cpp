#include "ui/shell/screenfit.h"

#include "ui/framework/attached.h"
#include "ui/shell/figurefit.h"

#include <QEvent>
#include <QGuiApplication>
#include <QScreen>
#include <QScrollArea>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QWidget>

#include <algorithm>
#include <cmath>
#include <optional>

namespace pe::ui {

namespace screenfit {

QScrollArea* scrollable(QWidget* content)
{
    auto* area = new FigureArea(content->parentWidget());
    area->setObjectName(QStringLiteral("figureArea"));
    area->setFrameShape(QFrame::NoFrame);
    area->setWidgetResizable(true);
    area->setWidget(content);
    new FigureFit(area); // the figure shows less before it scrolls, never smaller text
    return area;
}

namespace {
/// A tab page's own size policy, kept while followCurrentPage() ignores the page's size.
struct OwnSizePolicy {
    std::optional<QSizePolicy> policy;
};
} // namespace

void followCurrentPage(QTabWidget* tabs)
{
    const auto follow = [tabs] {
        for (int i = 0; i < tabs->count(); ++i) {
            QWidget* page = tabs->widget(i);
            std::optional<QSizePolicy>& own = attached<OwnSizePolicy>(page).policy;
            if (!own)
                own = page->sizePolicy();
            page->setSizePolicy(
                page == tabs->currentWidget() ? *own : QSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored));
        }
    };
    QObject::connect(tabs, &QTabWidget::currentChanged, tabs, follow);
    follow();
}

namespace {
/// Fits the window once more when a window manager frames it: the frame (a title bar) arrives
/// after the first show, with a move of the window into it, and pushed the status bar off the
/// screen. Listens to the window's own events rather than waiting, and only refits the size
/// the window had when asked: a size set since (by the user, a test, a tiling window manager)
/// is left as it is, and without a frame nothing happens.
class FitWhenFramed : public QObject {
public:
    explicit FitWhenFramed(QWidget* window)
        : QObject(window)
        , m_size(window->size())
    {
        window->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        auto* window = qobject_cast<QWidget*>(watched);
        const QEvent::Type type = event->type();
        if (window && window->isVisible() && (type == QEvent::Move || type == QEvent::Resize || type == QEvent::Show) &&
            window->frameGeometry() != window->geometry()) {
            window->removeEventFilter(this);
            deleteLater();
            if (window->size() == m_size && !(window->windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen)))
                fitToScreen(window);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QSize m_size; ///< the size the window was given before it was shown
};
} // namespace

void fitWhenFramed(QWidget* window)
{
    new FitWhenFramed(window);
}

void sizeForFirstStart(QWidget* window)
{
    // A comfortable size that still fits the screen (a projector at a large interface size has
    // few logical pixels); on a screen too small for that, the whole screen (without a window
    // manager nothing else would place or maximise it; with one, fitWhenFramed() makes room
    // for its frame).
    QSize size(1400, 860);
    if (const QScreen* s = window->screen()) {
        const QRect available = s->availableGeometry();
        if (size.width() > available.width() * 0.96 || size.height() > available.height() * 0.96)
            size = available.size();
    }
    window->resize(size);
}

void fitToScreen(QWidget* window)
{
    const QScreen* screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    // The frame the window manager adds (none without one) stays on the screen as well: its
    // title bar above the window's top, its borders beside and under it.
    const QRect outer = window->frameGeometry(), inner = window->geometry();
    QMargins frame(inner.left() - outer.left(), inner.top() - outer.top(), outer.right() - inner.right(),
                   outer.bottom() - inner.bottom());
    // At a fractional scale (150 %) the frame's device pixels round to logical ones either way:
    // one logical pixel more on each side keeps its edges on the screen.
    const qreal ratio = window->devicePixelRatioF();
    if (!frame.isNull() && ratio != std::floor(ratio))
        frame += QMargins(1, 1, 1, 1);
    const QRect room = available - frame; // where the window itself may be
    QRect g = inner;
    g.setSize(g.size().boundedTo(room.size()).expandedTo(window->minimumSize()));
    g.moveLeft(std::clamp(g.left(), room.left(), std::max(room.left(), room.left() + room.width() - g.width())));
    g.moveTop(std::clamp(g.top(), room.top(), std::max(room.top(), room.top() + room.height() - g.height())));
    if (g != window->geometry())
        window->setGeometry(g);
}

bool isSmall(QSize available)
{
    return available.width() < 800 || available.height() < 560;
}

bool isSmall(const QScreen* screen)
{
    return screen && isSmall(screen->availableGeometry().size());
}

} // namespace screenfit

QSize FigureTabs::minimumSizeHint() const
{
    QSize size = QTabWidget::minimumSizeHint();
    // QTabWidget adds the bar's minimum height above the pages (no corner widgets here).
    if (tabBar()->isHidden() && (tabPosition() == North || tabPosition() == South))
        size.rheight() -= tabBar()->minimumSizeHint().height();
    return size;
}

void ScreenCover::enter()
{
    if (m_active)
        return;
    m_active = true;
    m_normalGeometry = m_window->geometry();
    m_window->showFullScreen();
    QTimer::singleShot(250, this, [this] {
        const QScreen* s = m_window->screen();
        if (!m_active || !s || m_window->frameGeometry() == s->geometry())
            return;
        if (!(m_window->windowFlags() & Qt::FramelessWindowHint)) {
            m_frameless = true;
            m_window->setWindowFlag(Qt::FramelessWindowHint, true);
            m_window->show();
        }
        m_window->setGeometry(s->geometry());
        m_window->raise();
        m_window->activateWindow();
    });
}

void ScreenCover::leave()
{
    if (!m_active)
        return;
    m_active = false;
    if (m_frameless) {
        m_frameless = false;
        m_window->setWindowFlag(Qt::FramelessWindowHint, false);
    }
    m_window->showNormal();
    if (!m_normalGeometry.isEmpty())
        m_window->setGeometry(m_normalGeometry);
}

} // namespace pe::ui
