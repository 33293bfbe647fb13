#include "ui/widgets/foldwhenshort.h"

#include <QEvent>
#include <QLayout>
#include <QScrollArea>

namespace pe::ui {

namespace {
/// The height `contents` takes at `width` (as QScrollArea sizes a resizable widget).
int heightAt(const QWidget* contents, int width)
{
    if (contents->layout() && contents->layout()->hasHeightForWidth())
        return contents->heightForWidth(width);
    return contents->minimumSizeHint().height();
}
/// Pixels the contents keep free before the widget shows again: its height is measured apart
/// from the layout's, which may round differently.
constexpr int kSlack = 4;
} // namespace

FoldWhenShort::FoldWhenShort(QScrollArea* area, QWidget* optional)
    : QObject(area)
    , m_area(area)
    , m_optional(optional)
{
    area->viewport()->installEventFilter(this);
    if (area->widget())
        area->widget()->installEventFilter(this);
}

bool FoldWhenShort::eventFilter(QObject* watched, QEvent* event)
{
    if ((event->type() == QEvent::Resize && watched == m_area->viewport()) ||
        (event->type() == QEvent::LayoutRequest && watched == m_area->widget()))
        check();
    return QObject::eventFilter(watched, event);
}

void FoldWhenShort::check()
{
    QWidget* contents = m_area->widget();
    if (!contents || !contents->layout())
        return;
    const int width = m_area->viewport()->width(), room = m_area->viewport()->height();
    if (!m_folded) {
        if (m_optional->isVisibleTo(contents) && heightAt(contents, width) > room) {
            m_folded = true;
            m_optional->hide();
        }
        return;
    }
    // Folded: the contents as they are, plus the widget and the spacing before it.
    const int with =
        heightAt(contents, width) + m_optional->heightForWidth(width) + contents->layout()->spacing() + kSlack;
    if (with <= room) {
        m_folded = false;
        m_optional->show();
    }
}

} // namespace pe::ui
