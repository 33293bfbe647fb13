#include "ui/framework/viewhelpers.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace pe::ui::helpers {

void axisExtent(const core::BlockAxis& axis, int* size, QCPRange* range)
{
    const double step = static_cast<double>(axis.step);
    const double c0 = axis.first + 0.5 * step - 0.5;
    if (axis.cells <= 1) {
        *size = 2;
        *range = QCPRange(c0 - 0.25 * step, c0 + 0.25 * step);
        return;
    }
    *size = axis.cells;
    *range = QCPRange(c0, c0 + (axis.cells - 1) * step);
}

void boundRange(QCPAxis* axis, double lo, double hi)
{
    QCPRange r = axis->range();
    const double minSize = std::min(hi - lo, 4.0);
    if (r.size() > hi - lo)
        r = QCPRange(lo, hi);
    if (r.size() < minSize)
        r = QCPRange(r.center() - minSize / 2, r.center() + minSize / 2);
    if (r.lower < lo)
        r = QCPRange(lo, lo + r.size());
    if (r.upper > hi)
        r = QCPRange(hi - r.size(), hi);
    if (r != axis->range()) {
        const QSignalBlocker blocker(axis);
        axis->setRange(r);
    }
}

std::pair<long, long> visibleIndices(const QCPRange& r, long lo, long hi)
{
    const long first = std::clamp<long>(static_cast<long>(std::floor(r.lower + 0.5)), lo, hi - 1);
    const long end = std::clamp<long>(static_cast<long>(std::ceil(r.upper + 0.5)), first + 1, hi);
    return {first, end};
}

int pixels(double measured, double fallback)
{
    const double v = measured >= 32 ? measured : fallback;
    return std::max(16, static_cast<int>(v));
}

const core::EncodingParams& sinusoidalParams(const ViewInputs& inputs)
{
    const core::EncodingParams* p = inputs.encoding ? inputs.encoding->sinusoidal() : nullptr;
    return p ? *p : inputs.params;
}

QHBoxLayout* barAbovePlot(QWidget* view, QWidget* plot)
{
    auto* bar = new QHBoxLayout;
    bar->addStretch();
    auto* layout = new QVBoxLayout(view);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(plot, 1);
    return bar;
}

void showPosition(QSpinBox* spin, QSlider* slider, int last, int t, int pageStep)
{
    const QSignalBlocker a(slider);
    const QSignalBlocker b(spin);
    if (spin->maximum() != last) {
        spin->setRange(0, last);
        slider->setRange(0, last);
        slider->setPageStep(pageStep);
    }
    spin->setValue(t);
    slider->setValue(t);
}

QString layoutWord(core::Layout layout)
{
    return layout == core::Layout::Concatenated ? QCoreApplication::translate("pe::ui::helpers", "concatenated")
                                                : QCoreApplication::translate("pe::ui::helpers", "interleaved");
}

} // namespace pe::ui::helpers
