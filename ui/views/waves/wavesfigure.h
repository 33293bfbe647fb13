#pragma once
// The wavelength marks of the waves view's bottom plot: for each marked dimension, its wave
// between the integer positions, an arrow over one period from a crest, and a label with the
// wavelength and the frequency (the sine-wave recap of a tutorial).

#include "core/analysis/waves.h"
#include "ui/views/waves/wavesframe.h"

#include <qcustomplot.h>

#include <array>
#include <functional>

namespace pe::ui {

class WavelengthMarks {
public:
    static constexpr int kMax = kMaxWavelengthMarks;

    /// Items on `rect`'s axes; `colour(i)` is the colour of the i-th curve of the plot.
    WavelengthMarks(QCPAxisRect* rect, const std::function<QColor(int)>& colour);

    /// Shows the marks (and the smooth curves) of a frame, or hides everything when `marks` is
    /// empty. Returns the top of the value axis that leaves room for the arrows above the waves.
    double show(const std::vector<core::WavelengthMark>& marks,
                const QVector<QSharedPointer<QCPGraphDataContainer>>& smooth);

private:
    std::array<QCPGraph*, kMax> m_smooth{};
    std::array<QCPItemLine*, kMax> m_arrows{};
    std::array<QCPItemText*, kMax> m_labels{};
};

} // namespace pe::ui
