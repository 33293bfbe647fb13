#include "ui/views/heatmap/heatmapfigure.h"

#include "core/formula/formula.h"
#include "ui/framework/numbers.h"

#include <qcustomplot.h>

#include <algorithm>

namespace pe::ui {

namespace {
const QColor kInk(0x20, 0x20, 0x20);

QString number(double v)
{
    return v < 1e4 ? numbers::real(v, 4) : numbers::fixed(v, 0);
}
} // namespace

HeatmapAnnotations::HeatmapAnnotations(QCustomPlot* plot)
    : m_plot(plot)
{
    m_fast = addLabel(QStringLiteral("fastLabel"));
    m_slow = addLabel(QStringLiteral("slowLabel"));
    m_first = addLabel(QStringLiteral("firstLabel"));
    m_fastArrow = addArrow(QStringLiteral("fastArrow"));
    m_fastArrow2 = addArrow(QStringLiteral("fastArrow2"));
    m_slowArrow = addArrow(QStringLiteral("slowArrow"));
    m_slowArrow2 = addArrow(QStringLiteral("slowArrow2"));
    m_firstArrow = addArrow(QStringLiteral("firstArrow"));
    m_firstBox = new QCPItemRect(plot);
    m_firstBox->setPen(QPen(kInk, 2.5, Qt::DashLine));
    m_firstBox->setBrush(Qt::NoBrush);
    m_firstBox->setClipToAxisRect(true);
    m_items << m_firstBox;
    for (QCPAbstractItem* item : std::as_const(m_items))
        item->setVisible(false);
}

QCPItemText* HeatmapAnnotations::addLabel(const QString& name)
{
    auto* label = new QCPItemText(m_plot);
    label->setObjectName(name);
    QFont font = m_plot->xAxis->labelFont();
    font.setBold(true);
    label->setFont(font);
    label->setColor(kInk);
    label->setBrush(QColor(255, 255, 255, 225));
    label->setPen(QPen(kInk, 1));
    label->setPadding(QMargins(6, 3, 6, 3));
    label->setTextAlignment(Qt::AlignLeft);
    label->setClipToAxisRect(true);
    m_items << label;
    return label;
}

QCPItemLine* HeatmapAnnotations::addArrow(const QString& name)
{
    auto* arrow = new QCPItemLine(m_plot);
    arrow->setObjectName(name);
    arrow->setPen(QPen(kInk, 2));
    arrow->setHead(QCPLineEnding(QCPLineEnding::esSpikeArrow, 10, 12));
    arrow->setClipToAxisRect(true);
    m_items << arrow;
    return arrow;
}

void HeatmapAnnotations::update(const core::EncodingParams& p, bool transposed, bool visible)
{
    const bool show = visible && p.dim >= 4 && p.length >= 3;
    for (QCPAbstractItem* item : std::as_const(m_items))
        item->setVisible(show);
    if (!show)
        return;
    // (t, j) in index coordinates to the plot's (x, y).
    auto at = [&](double t, double j) { return transposed ? QPointF(j, t) : QPointF(t, j); };
    auto place = [&](QCPItemPosition* pos, double t, double j) { pos->setCoords(at(t, j)); };
    const double l = static_cast<double>(p.length), d = static_cast<double>(p.dim);
    const int last = p.dim / 2 - 1;
    const int fastSine = core::columnIndex(p, 0, true), fastCos = core::columnIndex(p, 0, false);
    const int slowSine = core::columnIndex(p, last, true), slowCos = core::columnIndex(p, last, false);
    const bool concatenated = p.layout == core::Layout::Concatenated;

    // Where the fast and slow dimensions are, in the words of the orientation on screen.
    const QString fastPlace = concatenated
                                  ? (transposed ? tr("left columns of each half") : tr("bottom rows of each half"))
                                  : (transposed ? tr("left columns") : tr("bottom rows"));
    const QString slowPlace = concatenated
                                  ? (transposed ? tr("right columns of each half") : tr("top rows of each half"))
                                  : (transposed ? tr("right columns") : tr("top rows"));
    m_fast->setText(tr("Fast dimensions (%1): short wavelengths\ndimensions %2, %3: a full turn every %4 positions")
                        .arg(fastPlace)
                        .arg(fastSine)
                        .arg(fastCos)
                        .arg(number(core::wavelength(p, 0))));
    m_slow->setText(tr("Slow dimensions (%1): long wavelengths\ndimensions %2, %3: a full turn every %4 positions")
                        .arg(slowPlace)
                        .arg(slowSine)
                        .arg(slowCos)
                        .arg(number(core::wavelength(p, last))));
    m_first->setText(transposed ? tr("First positions t = 0, 1, 2 (bottom rows):\n"
                                     "they differ only in the fast dimensions")
                                : tr("First positions t = 0, 1, 2 (left columns):\n"
                                     "they differ only in the fast dimensions"));
    // Labels in the middle of the plot, away from the edges they point at (so that they fit a
    // narrow window), arrows from them to the rows (or columns) they name.
    if (transposed) {
        m_fast->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        m_slow->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
        place(m_fast->position, 0.62 * l, 0.12 * d);
        place(m_slow->position, 0.38 * l, 0.88 * d);
        place(m_fastArrow->start, 0.6 * l, 0.12 * d);
        place(m_fastArrow->end, 0.6 * l, fastSine + 0.5);
        place(m_slowArrow->start, 0.4 * l, 0.88 * d);
        place(m_slowArrow->end, 0.4 * l, std::max(slowSine, slowCos) - 0.5);
    } else {
        m_fast->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        m_slow->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
        place(m_fast->position, 0.55 * l, concatenated ? 0.3 * d : 0.2 * d);
        place(m_slow->position, 0.55 * l, 0.8 * d);
        place(m_fastArrow->start, 0.45 * l, concatenated ? 0.3 * d : 0.2 * d);
        place(m_fastArrow->end, 0.45 * l, fastSine + 0.5);
        place(m_slowArrow->start, 0.45 * l, 0.8 * d);
        place(m_slowArrow->end, 0.45 * l, std::max(slowSine, slowCos) - 0.5);
    }
    m_fastArrow2->setVisible(concatenated);
    place(m_fastArrow2->start, 0.5 * l, 0.4 * d);
    place(m_fastArrow2->end, 0.5 * l, fastCos);
    m_slowArrow2->setVisible(concatenated);
    place(m_slowArrow2->start, 0.62 * l, 0.74 * d);
    place(m_slowArrow2->end, 0.64 * l, std::min(slowSine, slowCos));
    m_first->setPositionAlignment(transposed ? (Qt::AlignLeft | Qt::AlignVCenter) : (Qt::AlignLeft | Qt::AlignTop));
    // The first three positions, boxed, and a label to their side.
    // (topLeft and bottomRight are corners in plot coordinates.)
    m_firstBox->topLeft->setCoords(transposed ? QPointF(-0.5, 2.5) : QPointF(-0.5, d - 0.5));
    m_firstBox->bottomRight->setCoords(transposed ? QPointF(d - 0.5, -0.5) : QPointF(2.5, -0.5));
    place(m_first->position, std::max(3.5, 0.08 * l), 0.6 * d);
    place(m_firstArrow->start, std::max(3.5, 0.08 * l), 0.56 * d);
    place(m_firstArrow->end, 2.5, 0.5 * d);
}

} // namespace pe::ui
