// The RoPE view's outputs besides the figure: the hover read-out and the CSV.

#include "ui/views/rope/ropeview.h"

#include "core/io/csvwriter.h"
#include "ui/framework/numbers.h"
#include "ui/plotting/figurepanels.h"

#include <qcustomplot.h>

#include <cmath>

namespace pe::ui {

using panels::num;

namespace {
const QString kFrequenciesCsv = QStringLiteral("csv-frequencies");
} // namespace

QString RopeView::hoverText(const RopeFrame& f, QCPAxisRect* rect, double x, double y) const
{
    const long length = f.params.length;
    const long pairs = f.angles.size();
    if (rect == m_curveRect || rect == m_matrixRect) {
        long offset = std::lround(x);
        QString where;
        if (rect == m_matrixRect) {
            const long key = std::lround(x), query = std::lround(y);
            if (key < 0 || key >= length || query < 0 || query >= length)
                return {};
            offset = key - query;
            where = tr("query i = %1, key j = %2: ").arg(numbers::integer(query)).arg(numbers::integer(key));
        } else if (offset < 0 || offset >= length) {
            return {};
        }
        const double score = core::ropeScoreOnes(f.angles, static_cast<double>(offset), f.params.dim);
        QString text = f.unrotated > 0
                           ? where + tr("offset Δ = %1, score Σₖ 2 cos(Δ θ′ₖ) + (d − r) = %2 (d = %3, r = %4)")
                                         .arg(numbers::integer(offset))
                                         .arg(num(score, 8))
                                         .arg(numbers::integer(f.params.dim))
                                         .arg(numbers::integer(2 * pairs))
                           : where + tr("offset Δ = %1, score Σₖ 2 cos(Δ θ′ₖ) = %2 (d = %3)")
                                         .arg(numbers::integer(offset))
                                         .arg(num(score, 8))
                                         .arg(numbers::integer(f.params.dim));
        if (rect == m_matrixRect && f.step > 1)
            text += tr("; the cell shows the mean over its %1 × %1 block").arg(numbers::integer(f.step));
        return text;
    }
    const long i = std::lround(x);
    if (i < 0 || i >= pairs)
        return {};
    if (rect == m_waveRect)
        return tr("pair k = %1: θₖ = %2, θ′ₖ = %3 rad per position; wavelength %4 → %5 positions")
            .arg(i)
            .arg(num(2 * M_PI / f.originalWavelengths[i]))
            .arg(num(f.angles[i]))
            .arg(num(f.originalWavelengths[i]))
            .arg(num(f.wavelengths[i]));
    if (f.rope.scaling == core::RopeScaling::Yarn)
        return tr("pair k = %1: r = L0/λₖ = %2, rampₖ = %3, 1 − γ(r) = %4")
            .arg(i)
            .arg(num(static_cast<double>(f.rope.originalLength) / f.originalWavelengths[i]))
            .arg(num(f.ramp[i]))
            .arg(num(f.paperRamp[i]));
    return tr("pair k = %1: θ′ₖ / θₖ = %2").arg(i).arg(num(f.angles[i] * f.originalWavelengths[i] / (2 * M_PI)));
}

QString RopeView::csvProblem(const QString& option) const
{
    const auto& p = inputs().params;
    if (const QString problem = ropeProblem(p, settings()); !problem.isEmpty())
        return problem;
    if (option == kFrequenciesCsv)
        return {}; // r/2 rows
    const double terms = static_cast<double>(p.length) * (p.dim / 2);
    if (terms > kMaxCsvTerms)
        return tr("the RoPE scores for L = %1 offsets and d/2 = %2 pairs need %3 cosines; the limit is %4. "
                  "Lower --length or --d to export the exact values.")
            .arg(p.length)
            .arg(p.dim / 2)
            .arg(terms, 0, 'g', 4)
            .arg(kMaxCsvTerms, 0, 'g', 4);
    return {};
}

void RopeView::writeCsv(const QString& option, core::io::CsvWriter& out) const
{
    const auto& p = inputs().params;
    const core::RopeParams rope = ropeParams(p, settings());
    const Eigen::VectorXd angles = core::ropeAngles(rope);
    if (option == kFrequenciesCsv) {
        // theta before the scaling (base^(-2i/r)) and after, their wavelengths 2 pi / theta, and the
        // attention factor Hugging Face multiplies cos and sin by (the same on every row).
        const Eigen::VectorXd theta = core::ropeUnscaledAngles(rope);
        const double attention = core::ropeAttentionFactor(rope);
        out.header({"pair", "theta", "theta_scaled", "wavelength", "wavelength_scaled", "attention_factor"});
        for (Eigen::Index i = 0; i < angles.size() && out.ok(); ++i) {
            out.cell(static_cast<long>(i));
            out.cell(theta[i]);
            out.cell(angles[i]);
            out.cell(2 * M_PI / theta[i]);
            out.cell(2 * M_PI / angles[i]);
            out.cell(attention);
            out.endRow();
        }
        return;
    }
    out.header({"offset", "score"});
    for (long t = 0; t < p.length && out.ok(); ++t) {
        out.cell(t);
        out.cell(core::ropeScoreOnes(angles, static_cast<double>(t), p.dim));
        out.endRow();
    }
}

} // namespace pe::ui
