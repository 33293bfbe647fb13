#include "ui/widgets/scrollareafit.h"

#include <QEvent>
#include <QLayout>
#include <QScrollArea>
#include <QScrollBar>

#include <algorithm>

namespace pe::ui {

namespace {
/// The height `contents` takes at `width` (as QScrollArea sizes a resizable widget).
int heightAt(const QWidget* contents, int width)
{
    if (contents->layout() && contents->layout()->hasHeightForWidth())
        return contents->heightForWidth(width);
    return contents->minimumSizeHint().height();
}
/// Pixels the contents keep free before the foldable widget shows again: its height is measured
/// apart from the layout's, which may round differently.
constexpr int kSlack = 4;
} // namespace

ScrollAreaFit::ScrollAreaFit(QScrollArea* area, int minimumWidth, QWidget* foldable)
    : QObject(area)
    , m_area(area)
    , m_minimumWidth(minimumWidth)
    , m_foldable(foldable)
{
    area->verticalScrollBar()->installEventFilter(this);
    area->viewport()->installEventFilter(this);
    if (area->widget())
        area->widget()->installEventFilter(this);
    m_window = area->window();
    m_window->installEventFilter(this);
}

bool ScrollAreaFit::eventFilter(QObject* watched, QEvent* event)
{
    // The bar shown or hidden, the contents' least width changed (View > Text size, another
    // view's settings) or the window resized: the width again. The contents changed or the
    // area resized: the height.
    const QEvent::Type type = event->type();
    const bool contents = type == QEvent::LayoutRequest && watched == m_area->widget();
    if (((type == QEvent::Show || type == QEvent::Hide) && watched == m_area->verticalScrollBar()) || contents ||
        (type == QEvent::Resize && watched == m_window))
        fitWidth();
    if (m_foldable && (contents || (type == QEvent::Resize && watched == m_area->viewport())))
        fitHeight();
    return QObject::eventFilter(watched, event);
}

void ScrollAreaFit::fitWidth()
{
    // Up to kMostOfWindow of the window (a small window with bold high-contrast text kept a
    // 320 px figure beside a 473 px panel); past that it scrolls sideways.
    const QWidget* bar = m_area->verticalScrollBar();
    const int contents = m_area->widget() ? m_area->widget()->minimumSizeHint().width() : 0;
    const int beside = bar->isVisibleTo(m_area) ? bar->sizeHint().width() : 0;
    // (a panel floating on its own is a window of its own: no share of another to keep)
    const bool floating = m_area->window() != m_window;
    const int most =
        floating ? QWIDGETSIZE_MAX : std::max(m_minimumWidth, static_cast<int>(kMostOfWindow * m_window->width()));
    const int width = std::clamp(contents + beside + 2 * m_area->frameWidth(), m_minimumWidth, most);
    if (m_area->minimumWidth() != width)
        m_area->setMinimumWidth(width);
}

void ScrollAreaFit::fitHeight()
{
    QWidget* contents = m_area->widget();
    if (!contents || !contents->layout())
        return;
    const int width = m_area->viewport()->width(), room = m_area->viewport()->height();
    if (!m_folded) {
        if (m_foldable->isVisibleTo(contents) && heightAt(contents, width) > room) {
            m_folded = true;
            m_foldable->hide();
        }
        return;
    }
    // Folded: the contents as they are, plus the widget and the spacing before it.
    const int with =
        heightAt(contents, width) + m_foldable->heightForWidth(width) + contents->layout()->spacing() + kSlack;
    if (with <= room) {
        m_folded = false;
        m_foldable->show();
    }
}

} // namespace pe::ui
