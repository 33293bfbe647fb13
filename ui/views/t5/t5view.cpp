#include "ui/views/t5/t5view.h"

#include "ui/framework/numbers.h"
#include "ui/framework/pagestate.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/plotstyle.h"

#include <qcustomplot.h>

#include <cmath>
#include <limits>

namespace pe::ui {

PE_VIEW_REGISTRATION(t5, T5View)

void T5View::bindSettings(SettingsSchema<T5Settings>& s)
{
    s.bind(QStringLiteral("buckets"), &T5Settings::buckets)
        .bind(QStringLiteral("max-distance"), &T5Settings::maxDistance)
        .bind(QStringLiteral("bidirectional"), &T5Settings::bidirectional, {true, false});
}

T5View::T5View(QWidget* parent)
    : Base(parent)
{
    QCPLayoutGrid* body = setUpFigure();
    m_stepRect = panels::addPanel(m_plot, body, 0, 0, &m_legend);
    m_map = panels::addMatrixPanel(m_plot, body, 0, 1, &m_matrixRect, &m_scale);
    body->setColumnStretchFactors({1.3, 1.0});

    m_steps = panels::addGraph(m_stepRect, panels::pen(0, 2), tr("bucket of the offset"), m_legend);
    m_steps->setLineStyle(QCPGraph::lsStepLeft);
    m_exactLines = panels::addGraph(m_stepRect, panels::pen(7, 1.5, Qt::DotLine), QString(), m_legend);
    m_maxLines = panels::addGraph(m_stepRect, panels::pen(3, 1.5, Qt::DashLine), QString(), m_legend);
    m_exactLines->setObjectName(QStringLiteral("exactLines"));
    m_maxLines->setObjectName(QStringLiteral("maxLines"));
    m_stepRect->axis(QCPAxis::atBottom)->setLabel(tr("Offset Δ = key position − query position"));
    m_stepRect->axis(QCPAxis::atLeft)->setLabel(tr("Bucket"));
    m_stepRect->setObjectName(QStringLiteral("steps"));

    finishFigure(&T5View::hoverText);
    // A figure too tall for its room shows the short title (in presentation mode at 1280 x 720
    // at 200 %, a line more for the step panel, whose label "Compartiment" lies flat over it).
    addLayoutStep(m_plot, FigurePlot::Stage::Panels, this, [this] { showTitle(); });
    panels::styleScale(m_scale, m_stepRect);
    plotstyle::integerTicks(m_stepRect->axis(QCPAxis::atBottom));
    plotstyle::integerTicks(m_stepRect->axis(QCPAxis::atLeft));
    plotstyle::integerTicks(m_scale->axis());
}

void T5View::showTitle()
{
    if (const QString& title = showsLess(this) ? m_titleShort : m_titleWhole; m_title->text() != title)
        m_title->setText(title);
}

QString T5View::caption() const
{
    const T5Settings& s = settings();
    return tr("%1 — %2 buckets, max distance %3, %4, L = %5")
        .arg(title())
        .arg(numbers::integer(s.buckets))
        .arg(numbers::integer(s.maxDistance))
        .arg(s.bidirectional ? tr("bidirectional") : tr("unidirectional"))
        .arg(numbers::integer(inputs().params.length));
}

T5Viewport T5View::viewport() const
{
    T5Viewport v;
    v.matrixPixels = panels::squarePixels(m_matrixRect, 0.4 * width(), 0.8 * height());
    return v;
}

void T5View::draw(const T5Frame& f)
{
    m_titleWhole = tr("T5 relative position buckets: %1 buckets, max distance %2, %3, L = %4")
                       .arg(numbers::integer(f.settings.buckets))
                       .arg(numbers::integer(f.settings.maxDistance))
                       .arg(f.settings.bidirectional ? tr("bidirectional (encoder)") : tr("unidirectional (decoder)"))
                       .arg(numbers::integer(f.params.length));
    m_titleShort = tr("T5: %1 buckets, max distance %2, %3, L = %4")
                       .arg(numbers::integer(f.settings.buckets))
                       .arg(numbers::integer(f.settings.maxDistance))
                       .arg(f.settings.bidirectional ? tr("bidirectional") : tr("unidirectional"))
                       .arg(numbers::integer(f.params.length));
    showTitle();
    if (drawProblem(f.problem, {m_steps, m_exactLines, m_maxLines, m_map}))
        return;
    const int perDirection = f.t5.bidirectional ? f.t5.numBuckets / 2 : f.t5.numBuckets;
    m_note->setText(tr("%1 buckets per direction: distances 0 … %2 exact, then logarithmically wider;\n"
                       "the last bucket holds every distance from its start (before %3) on. %4")
                        .arg(numbers::integer(perDirection))
                        .arg(f.maxExact - 1)
                        .arg(numbers::integer(f.t5.maxDistance))
                        .arg(f.t5.bidirectional ? tr("Keys after the query use buckets %1 … %2.")
                                                      .arg(numbers::integer(perDirection))
                                                      .arg(f.t5.numBuckets - 1)
                                                : tr("Keys after the query all share bucket 0.")));

    QVector<double> xs, ys;
    for (size_t k = 0; k < f.runStart.size(); ++k) {
        xs << static_cast<double>(f.runStart[k]) - 0.5;
        ys << f.runBucket[k];
    }
    xs << static_cast<double>(f.lastOffset) + 0.5;
    ys << f.runBucket.back();
    m_steps->setData(xs, ys, true);
    const double top = f.t5.numBuckets - 0.5;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    auto lines = [&](QCPGraph* g, double at) {
        QVector<double> lx{-at, -at, 0.0}, ly{-0.5, top, nan};
        if (f.t5.bidirectional) {
            lx << at << at;
            ly << -0.5 << top;
        }
        g->setData(lx, ly, true);
    };
    lines(m_exactLines, f.maxExact - 0.5);
    lines(m_maxLines, static_cast<double>(f.t5.maxDistance) - 0.5);
    m_exactLines->setName(tr("end of the exact buckets, |Δ| = %1").arg(f.maxExact));
    m_maxLines->setName(tr("max distance |Δ| = %1").arg(numbers::integer(f.t5.maxDistance)));
    // A line not inside the offsets shown is not listed: at L = 100 the legend named the max
    // distance 128, a line nowhere on the panel (at L = 128 it lies on the panel's edge).
    const auto shown = [&](double at) {
        const auto inside = [&](double x) { return x > f.firstOffset - 0.5 && x < f.lastOffset + 0.5; };
        return inside(-at) || (f.t5.bidirectional && inside(at));
    };
    const bool exact = shown(f.maxExact - 0.5), max = shown(static_cast<double>(f.t5.maxDistance) - 0.5);
    m_exactLines->setVisible(exact);
    m_maxLines->setVisible(max);
    if (exact != m_legend->hasItemWithPlottable(m_exactLines) || max != m_legend->hasItemWithPlottable(m_maxLines))
        panels::relist(m_legend, {m_steps, m_exactLines, m_maxLines});
    m_legend->setWrap(2);
    m_stepRect->axis(QCPAxis::atBottom)->setRange(f.firstOffset - 0.5, f.lastOffset + 0.5);
    m_stepRect->axis(QCPAxis::atLeft)->setRange(-0.5 - 0.02 * f.t5.numBuckets, top + 0.02 * f.t5.numBuckets);

    m_map->setGradient(t5Gradient(f.t5.numBuckets));
    m_map->show(*f.map);
    m_map->setDataRange(f.map->range);
    m_matrixRect->axis(QCPAxis::atBottom)->setRange(-0.5, f.params.length - 0.5);
    m_matrixRect->axis(QCPAxis::atLeft)->setRange(-0.5, f.params.length - 0.5);
    m_scale->axis()->setLabel(f.step > 1 ? tr("bucket at the centre of each %1 × %1 cell").arg(numbers::integer(f.step))
                                         : tr("bucket of (query, key)"));
    replotAndRefit(f.viewport);
}

QString T5View::hoverText(const T5Frame& f, QCPAxisRect* rect, double x, double y) const
{
    long offset = std::lround(x);
    QString where;
    if (rect == m_matrixRect) {
        const long key = std::lround(x), query = std::lround(y);
        if (key < 0 || key >= f.params.length || query < 0 || query >= f.params.length)
            return {};
        offset = key - query;
        where = tr("query i = %1, key j = %2: ").arg(numbers::integer(query)).arg(numbers::integer(key));
    } else if (offset < f.firstOffset || offset > f.lastOffset) {
        return {};
    }
    const long distance = std::abs(offset);
    const int bucket = core::relativePositionBucket(offset, f.t5);
    const int perDirection = f.t5.bidirectional ? f.t5.numBuckets / 2 : f.t5.numBuckets;
    const QString kind = (!f.t5.bidirectional && offset > 0)         ? tr("key after the query")
                         : distance < f.maxExact                     ? tr("exact")
                         : bucket % perDirection == perDirection - 1 ? tr("last bucket, shared by all farther")
                                                                     : tr("logarithmic");
    return where + tr("offset Δ = %1: bucket %2 (%3)").arg(numbers::integer(offset)).arg(bucket).arg(kind);
}

} // namespace pe::ui
