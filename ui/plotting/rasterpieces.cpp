#include "ui/plotting/rasterpieces.h"

#include <algorithm>

namespace pe::ui {

void appendColumnPieces(QVector<QLine>* lines, int x, int top, int bottom)
{
    for (int y = top; y <= bottom; y += kMaxInlineRows)
        lines->append(QLine(x, y, x, std::min(bottom, y + kMaxInlineRows - 1)));
}

void appendRectPieces(QVector<QRect>* rects, const QRect& rect)
{
    for (int y = rect.top(); y <= rect.bottom(); y += kMaxInlineRows)
        rects->append(QRect(rect.left(), y, rect.width(), std::min(kMaxInlineRows, rect.bottom() - y + 1)));
}

} // namespace pe::ui
