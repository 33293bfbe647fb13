#include "ui/views/split/splitframe.h"

#include "ui/framework/numbers.h"
#include "ui/framework/viewhelpers.h"
#include "ui/plotting/fastcolormap.h"
#include "ui/plotting/plotstyle.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace pe::ui {

const char* splitTermName(SplitTerm term)
{
    static const char* const names[kSplitTerms] = {"sem-sem", "sem-pos", "pos-sem", "pos-pos", "total"};
    return names[static_cast<int>(term)];
}

core::SplitParams splitParams(const core::EncodingParams& params, const SplitSettings& settings)
{
    core::SplitParams p;
    p.dPos = settings.dPos;
    p.dSem = settings.dSem;
    p.base = params.base;
    p.layout = params.layout;
    p.combine = settings.combine;
    p.seed = static_cast<std::uint64_t>(settings.seed);
    p.heads = settings.heads;
    return p;
}

std::shared_ptr<const SplitFrame> computeSplit(const ComputeRequest<SplitSettings, SplitViewport, SplitFrame>& request)
{
    auto f = newFrame(request);
    f->learnedLoaded = request.inputs.encoding && !request.inputs.encoding->sinusoidal();
    const long length = f->params.length;
    if (length > core::SplitLimits::maxLength) {
        f->problem = QCoreApplication::translate("SplitView", "the split model view draws L up to %1 positions "
                                                              "(L = %2); lower L.")
                         .arg(numbers::integer(core::SplitLimits::maxLength))
                         .arg(numbers::integer(length));
        return f;
    }
    const core::SplitParams sp = splitParams(f->params, f->settings);
    const auto& previous = request.previous;
    if (previous && previous->weights && previous->weights->dPos == sp.dPos && previous->weights->dSem == sp.dSem &&
        previous->weights->seed == sp.seed && previous->weights->heads == sp.heads)
        f->weights = previous->weights;
    else
        f->weights = core::splitWeights(sp);

    f->axis = core::BlockAxis::fit(0, length, std::max(8, request.viewport.matrixPixels));
    const core::LogitTerms terms = core::logitTerms(sp, *f->weights, f->axis, f->axis);
    const Eigen::MatrixXd* matrices[kSplitTerms] = {&terms.semSem, &terms.semPos, &terms.posSem, &terms.posPos,
                                                    &terms.total};
    f->range = 0;
    for (int t = 0; t < kSplitTerms; ++t) {
        const Eigen::MatrixXd& m = *matrices[t];
        f->stats[t].rms = std::sqrt(m.squaredNorm() / static_cast<double>(m.size()));
        f->stats[t].maxAbs = m.cwiseAbs().maxCoeff();
        f->range = std::max(f->range, f->stats[t].maxAbs);
    }
    if (f->range == 0)
        f->range = 1;
    int size = 0;
    QCPRange extent;
    helpers::axisExtent(f->axis, &size, &extent);
    const int n = f->axis.cells;
    for (int t = 0; t < kSplitTerms; ++t) {
        auto data = std::make_unique<QCPColorMapData>(size, size, extent, extent);
        double* cells = FastColorMap::cells(data.get());
        for (int q = 0; q < size; ++q)
            for (int k = 0; k < size; ++k)
                cells[static_cast<size_t>(q) * size + k] = (*matrices[t])(std::min(q, n - 1), std::min(k, n - 1));
        data->setCell(0, 0, cells[0]);
        f->maps[t] = PreparedColorMap::make(std::move(data), plotstyle::diverging(), QCPRange(-f->range, f->range));
    }
    f->value = core::valuePath(sp, *f->weights, std::min(length, core::SplitLimits::valueTokens), length);
    return f;
}

} // namespace pe::ui
