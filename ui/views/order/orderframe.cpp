#include "ui/views/order/orderframe.h"

#include "ui/framework/coremessages.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/plotstyle.h"

#include <algorithm>

namespace pe::ui {

namespace {

/// Rows of `out` (row i of the map = out row rows[i]) as a d x tokens colour map: dimension along
/// x, token down y.
std::shared_ptr<PreparedColorMap> outputMap(const Eigen::MatrixXd& out, const std::vector<int>& rows, double range)
{
    const int tokens = static_cast<int>(rows.size());
    const int d = static_cast<int>(out.cols());
    auto data = std::make_unique<QCPColorMapData>(d, tokens, QCPRange(0, d - 1), QCPRange(0, tokens - 1));
    for (int i = 0; i < tokens; ++i)
        for (int j = 0; j < d; ++j)
            data->setCell(j, i, out(rows[static_cast<size_t>(i)], j));
    return PreparedColorMap::make(std::move(data), plotstyle::diverging(), QCPRange(-range, range));
}

} // namespace

core::EncodingParams orderEncoding(const core::EncodingParams& params, const OrderSettings& settings)
{
    return params.withDim(settings.embedDim);
}

std::shared_ptr<const OrderFrame> computeOrder(const ComputeRequest<OrderSettings, OrderViewport, OrderFrame>& request)
{
    auto f = newFrame(request);
    const OrderSettings& s = f->settings;
    const core::EncodingParams pe = orderEncoding(f->params, s);
    const auto seed = static_cast<std::uint64_t>(s.seed);
    try {
        const core::WordOrderResult without = core::wordOrder(s.language, s.embedDim, seed, false, pe);
        const core::WordOrderResult with = core::wordOrder(s.language, s.embedDim, seed, true, pe);
        f->differenceWithout = without.difference;
        f->differenceWith = with.difference;
        f->maxWithout = without.maxDifference;
        f->maxWith = with.maxDifference;
        f->valueRange = std::max({without.outFirst.cwiseAbs().maxCoeff(), with.outFirst.cwiseAbs().maxCoeff(),
                                  with.outSecond.cwiseAbs().maxCoeff(), 1e-12});
        f->shown = s.positions ? with : without;
    } catch (const core::ParameterError& e) {
        f->problem = QStringLiteral("--embed-dim: %1").arg(coremessages::text(e));
        return f;
    }
    std::vector<int> inOrder(f->shown.match.size());
    for (size_t i = 0; i < inOrder.size(); ++i)
        inOrder[i] = static_cast<int>(i);
    f->first = outputMap(f->shown.outFirst, inOrder, f->valueRange);
    f->second = outputMap(f->shown.outSecond, f->shown.match, f->valueRange);
    return f;
}

} // namespace pe::ui
