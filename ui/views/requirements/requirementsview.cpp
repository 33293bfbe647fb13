#include "ui/views/requirements/requirementsview.h"

#include "core/formula/formula.h"
#include "ui/framework/numberlist.h"
#include "ui/framework/numbers.h"
#include "ui/framework/sharedparams.h"
#include "ui/plotting/cardelement.h"
#include "ui/plotting/plotstyle.h"
#include "ui/plotting/reflow.h"

#include <qcustomplot.h>

#include <algorithm>

namespace pe::ui {

PE_VIEW_REGISTRATION(requirements, RequirementsView)

namespace {
using panels::num;
} // namespace

void RequirementsView::bindSettings(SettingsSchema<RequirementsSettings>& s)
{
    s.bind(QStringLiteral("scheme"), &RequirementsSettings::scheme,
           {core::AbsoluteScheme::Sinusoidal, core::AbsoluteScheme::Learned, core::AbsoluteScheme::Fraction,
            core::AbsoluteScheme::Index, core::AbsoluteScheme::Binary},
           &core::absoluteSchemeName)
        .bind(QStringLiteral("dtype"), &RequirementsSettings::dtype,
              {core::Dtype::Float32, core::Dtype::Float16, core::Dtype::BFloat16}, &core::dtypeName)
        .bind(QStringLiteral("offsets"), &RequirementsSettings::offsets)
        .validatedBy([](const QString& text) {
            return requirements::parseOffsets(text).empty()
                       ? QCoreApplication::translate("Setting",
                                                     "expected 1 to %1 comma-separated integers from 1 to %2")
                             .arg(numbers::integer(requirements::kMaxOffsets))
                             .arg(numbers::integer(core::Limits::maxLength))
                       : QString();
        });
}

RequirementsView::RequirementsView(QWidget* parent)
    : Base(parent)
{
    QCPLayoutGrid* body = setUpFigure();
    auto* cards = new QCPLayoutGrid;
    body->addElement(0, 0, cards);
    for (int i = 0; i < 4; ++i) {
        m_cards[static_cast<std::size_t>(i)] = new CardElement(m_plot);
        m_cards[static_cast<std::size_t>(i)]->setObjectName(QStringLiteral("card%1").arg(i));
        cards->addElement(0, i, m_cards[static_cast<std::size_t>(i)]);
    }
    // Two by two on a narrow figure (1600 x 1000 at 150 % with the Parameters panel), rather
    // than scrolling sideways.
    reflow::stackWhenNarrow(m_plot, cards);
    auto* bottom = new QCPLayoutGrid;
    body->addElement(1, 0, bottom);
    m_cards[4] = new CardElement(m_plot);
    m_cards[4]->setObjectName(QStringLiteral("card4"));
    bottom->addElement(0, 0, m_cards[4]);
    m_columnRect = panels::addPanel(m_plot, bottom, 0, 1, &m_columnLegend);
    m_columnRect->setObjectName(QStringLiteral("columns"));
    QCPLegend* positionLegend = nullptr; // its items never change: not kept
    m_positionRect = panels::addPanel(m_plot, bottom, 0, 2, &positionLegend);
    bottom->setColumnStretchFactors({0.85, 1.0, 1.0});
    body->setRowStretchFactors({1.0, 1.15});

    m_sineGraph = panels::addGraph(m_columnRect, QPen(panels::okabeIto(0), 2.0), QString(), m_columnLegend);
    m_sineGraph->setObjectName(QStringLiteral("sine"));
    m_cosineGraph = panels::addGraph(m_columnRect, QPen(panels::okabeIto(1), 2.0), QString(), m_columnLegend);
    m_cosineGraph->setObjectName(QStringLiteral("cosine"));

    m_fewestGraph = panels::addGraph(m_positionRect, QPen(panels::okabeIto(0), 1.5), QString(), positionLegend);
    m_fewestGraph->setObjectName(QStringLiteral("fewest"));
    m_fewestGraph->setLineStyle(QCPGraph::lsStepLeft);
    m_positionRect->axis(QCPAxis::atRight)->setVisible(true);
    m_duplicateGraph =
        m_plot->addGraph(m_positionRect->axis(QCPAxis::atBottom), m_positionRect->axis(QCPAxis::atRight));
    m_duplicateGraph->setObjectName(QStringLiteral("duplicate"));
    m_duplicateGraph->setPen(QPen(panels::okabeIto(3), 2.0));
    m_duplicateGraph->setLineStyle(QCPGraph::lsStepLeft);
    m_duplicateGraph->addToLegend(positionLegend);
    m_positionRect->axis(QCPAxis::atBottom)->setLabel(tr("Position t"));
    m_positionRect->axis(QCPAxis::atLeft)->setLabel(tr("Dimensions telling t, t+1 apart"));
    m_positionRect->axis(QCPAxis::atRight)->setLabel(tr("Duplicate positions so far"));

    finishFigure(&RequirementsView::hoverText);
    plotstyle::integerTicks(m_columnRect->axis(QCPAxis::atBottom));
    plotstyle::integerTicks(m_positionRect->axis(QCPAxis::atBottom));
    // Counts: ticks at whole numbers only, however small the range.
    for (QCPAxis* axis : {m_positionRect->axis(QCPAxis::atLeft), m_positionRect->axis(QCPAxis::atRight)}) {
        auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
        ticker->setTickStep(1.0);
        ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
        axis->setTicker(ticker);
        plotstyle::integerTicks(axis);
    }
}

namespace {
/// "d = 512", "n = 10 000", "L = 100": the shared parameter `key`'s caption.
QString sharedCaption(const char* key, const core::EncodingParams& p)
{
    return shared::caption(*shared::find(QLatin1String(key)), p);
}

/// The encoding measured, in the user's language (the core's describe() is English).
QString describeEncoding(const core::AbsoluteEncoding& encoding)
{
    if (const auto* naive = dynamic_cast<const core::NaiveEncoding*>(&encoding)) {
        const QString dim = sharedCaption("d", core::EncodingParams{}.withDim(naive->dim()));
        switch (naive->kind()) {
        case core::NaiveKind::Fraction:
            return RequirementsView::tr("t / (L − 1), %1").arg(dim);
        case core::NaiveKind::Index:
            return RequirementsView::tr("the index t, %1").arg(dim);
        case core::NaiveKind::Binary:
            return RequirementsView::tr("the bits of t (±1, bit 0 in dimension 0), %1").arg(dim);
        }
    }
    if (const core::EncodingParams* p = encoding.sinusoidal())
        return RequirementsView::tr("sinusoidal, %1, %2").arg(sharedCaption("d", *p), sharedCaption("base", *p));
    return QString::fromStdString(encoding.describe()); // a loaded table: its file name
}
} // namespace

QString RequirementsView::caption() const
{
    const auto& p = inputs().params;
    const auto& shown = frame() ? frame()->encoding : nullptr;
    const QString source = describeEncoding(shown ? *shown : *inputs().encoding);
    return tr("%1 — %2, %3, rounded to %4")
        .arg(title(), source, sharedCaption("length", p), QString::fromStdString(core::dtypeName(settings().dtype)));
}

void RequirementsView::draw(const RequirementsFrame& f)
{
    m_title->setText(tr("Four requirements of a positional encoding, measured on %1")
                         .arg(f.encoding ? describeEncoding(*f.encoding) : f.source));
    const QString dtype = QString::fromStdString(core::dtypeName(f.settings.dtype));
    QString note = tr("%1 positions. The cards measure the accurate vectors; the bottom row rounds every "
                      "component to %2 and compares positions.")
                       .arg(sharedCaption("length", f.params), dtype);
    if (!f.skippedOffsets.empty()) {
        QStringList skipped;
        for (long o : f.skippedOffsets)
            skipped << numbers::integer(o);
        note = tr("%1 Offsets %2 are not below L: skipped.").arg(note, skipped.join(numbers::listSeparator()));
    }
    panels::setNote(m_note, note, !f.skippedOffsets.empty());
    drawCards(f);
    drawPrecision(f);
    m_plot->replot();
}

void RequirementsView::drawPrecision(const RequirementsFrame& f)
{
    const core::CollisionCounts& c = f.collisions;
    const QString dtype = QString::fromStdString(core::dtypeName(f.settings.dtype));
    const int d = c.dim;
    const double pairs = std::max(1.0, static_cast<double>(c.positions - 1));
    // Sines and cosines apart: side by side they would draw a comb (a slow sine near 0 still
    // moves where its cosine near 1 does not).
    QVector<double> sx, sy, cx, cy;
    for (int j = 0; j < d && !f.countingCollisions; ++j) {
        const double share = 100.0 * static_cast<double>(c.apartByColumn[static_cast<std::size_t>(j)]) / pairs;
        if (f.table || f.naive || core::columnAt(f.params, j).sine)
            sx << j, sy << share;
        else
            cx << j, cy << share;
    }
    const QCPScatterStyle dots(QCPScatterStyle::ssDisc, 6);
    for (QCPGraph* g : {m_sineGraph, m_cosineGraph})
        g->setScatterStyle(d <= 64 ? dots : QCPScatterStyle());
    m_sineGraph->setData(sx, sy, true);
    m_cosineGraph->setData(cx, cy, true);
    m_columnRect->axis(QCPAxis::atLeft)->setLabel(tr("Pairs t, t+1 that differ in %1 (%)").arg(dtype));
    if (f.table || f.naive) {
        m_sineGraph->setName(tr("dimension"));
        panels::relist(m_columnLegend, {m_sineGraph});
    } else {
        m_sineGraph->setName(tr("sin"));
        m_cosineGraph->setName(tr("cos"));
        panels::relist(m_columnLegend, {m_sineGraph, m_cosineGraph});
    }
    m_columnRect->axis(QCPAxis::atBottom)
        ->setLabel(f.params.layout == core::Layout::Interleaved && !f.table && !f.naive ? tr("Dimension (fast → slow)")
                                                                                        : tr("Dimension"));
    m_columnRect->axis(QCPAxis::atBottom)->setRange(-0.5, d - 0.5);
    m_columnRect->axis(QCPAxis::atLeft)->setRange(0, 105);

    const core::CollisionBins& b = f.bins;
    const int cells = static_cast<int>(b.fewestApart.size());
    QVector<double> bx, by, dx, dy;
    double total = 0;
    dx << 0.0;
    dy << 0.0;
    for (int i = 0; i < cells; ++i) {
        const double x0 = static_cast<double>(i) * static_cast<double>(b.step);
        if (b.fewestApart[static_cast<std::size_t>(i)] >= 0) {
            bx << x0;
            by << b.fewestApart[static_cast<std::size_t>(i)];
        }
        total += static_cast<double>(b.duplicates[static_cast<std::size_t>(i)]);
        dx << std::min(x0 + static_cast<double>(b.step), static_cast<double>(c.positions - 1));
        dy << total;
    }
    if (!bx.isEmpty()) {
        bx << static_cast<double>(c.positions - 1); // the last step's right end
        by << by.last();
    }
    m_fewestGraph->setData(bx, by, true);
    m_duplicateGraph->setData(dx, dy, true);
    m_fewestGraph->setName(b.step > 1 ? tr("fewest, per %1 positions").arg(numbers::integer(b.step))
                                      : tr("dimensions"));
    m_duplicateGraph->setName(tr("duplicates so far"));
    m_positionRect->axis(QCPAxis::atBottom)->setRange(0, std::max<double>(1.0, static_cast<double>(c.positions - 1)));
    m_positionRect->axis(QCPAxis::atLeft)->setRange(0, d * 1.05);
    m_positionRect->axis(QCPAxis::atRight)->setRange(0, std::max(4.0, total * 1.1));
}

QString RequirementsView::hoverText(const RequirementsFrame& f, QCPAxisRect* rect, double x, double y) const
{
    Q_UNUSED(y);
    const core::CollisionCounts& c = f.collisions;
    if (rect == m_columnRect) {
        const long j = std::lround(x);
        if (j < 0 || j >= static_cast<long>(c.apartByColumn.size()) || c.positions < 2)
            return {};
        const long apart = c.apartByColumn[static_cast<std::size_t>(j)];
        return tr("dimension %1: %2 of %3 neighbour pairs differ after rounding (%4 %)")
            .arg(numbers::integer(j))
            .arg(numbers::integer(apart))
            .arg(numbers::integer(c.positions - 1))
            .arg(num(100.0 * static_cast<double>(apart) / static_cast<double>(c.positions - 1), 4));
    }
    if (rect == m_positionRect) {
        const long t = static_cast<long>(std::floor(x));
        if (t < 0 || t >= c.positions || f.bins.fewestApart.empty())
            return {};
        const std::size_t cell = static_cast<std::size_t>(t / f.bins.step);
        const long from = static_cast<long>(cell) * f.bins.step;
        const long to = std::min(c.positions, from + f.bins.step) - 1;
        return tr("positions %1 … %2: at least %3 of %4 dimensions tell t and t+1 apart; %5 of them equal an "
                  "earlier position")
            .arg(numbers::integer(from))
            .arg(numbers::integer(to))
            .arg(numbers::integer(f.bins.fewestApart[cell]))
            .arg(numbers::integer(c.dim))
            .arg(numbers::integer(f.bins.duplicates[cell]));
    }
    return {};
}

} // namespace pe::ui
