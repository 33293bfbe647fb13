// The split view's CSV outputs.

#include "ui/views/split/splitview.h"

#include "core/io/csvwriter.h"
#include "ui/framework/numbers.h"

#include <QCoreApplication>
#include <climits>
#include <cmath>

namespace pe::ui {

namespace {
const QString kValueCsv = QStringLiteral("csv-value-path");
} // namespace

QString SplitView::csvProblem(const QString& option) const
{
    const long length = inputs().params.length;
    if (option.isEmpty() && length > core::SplitLimits::maxCsvLength)
        return tr("the split model CSV holds 5 L² rows and is written up to L = %1 (L = %2); lower --length.")
            .arg(numbers::integer(core::SplitLimits::maxCsvLength))
            .arg(numbers::integer(length));
    return {};
}

void SplitView::writeCsv(const QString& option, core::io::CsvWriter& out) const
{
    const core::SplitParams sp = splitParams(inputs().params, settings());
    const auto weights = core::splitWeights(sp);
    const long length = inputs().params.length;
    if (option == kValueCsv) {
        const core::ValuePath v =
            core::valuePath(sp, *weights, std::min(length, core::SplitLimits::valueTokens), length);
        out.header({"output", "heads", "position_block_token_replaced_split", "position_block_token_replaced_dense",
                    "meaning_block_past_lmax_split", "meaning_block_past_lmax_dense"});
        for (long i = 0; i < v.tokens && out.ok(); ++i) {
            out.cell(i);
            out.cell(sp.heads);
            out.cell(v.perturbSplit.position[i]);
            out.cell(v.perturbDense.position[i]);
            out.cell(v.shiftSplit.meaning[i]);
            out.cell(v.shiftDense.meaning[i]);
            out.endRow();
        }
        return;
    }
    const core::BlockAxis axis = core::BlockAxis::fit(0, length, static_cast<int>(length));
    const core::LogitTerms terms = core::logitTerms(sp, *weights, axis, axis);
    const Eigen::MatrixXd* matrices[kSplitTerms] = {&terms.semSem, &terms.semPos, &terms.posSem, &terms.posPos,
                                                    &terms.total};
    out.header({"term", "query", "key", "value"});
    for (int t = 0; t < kSplitTerms && out.ok(); ++t)
        for (long q = 0; q < length && out.ok(); ++q)
            for (long k = 0; k < length && out.ok(); ++k) {
                out.cell(splitTermName(static_cast<SplitTerm>(t)));
                out.cell(q);
                out.cell(k);
                out.cell((*matrices[t])(q, k));
                out.endRow();
            }
}

} // namespace pe::ui
