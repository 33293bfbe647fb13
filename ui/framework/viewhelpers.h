#pragma once
// Small drawing helpers shared by the views (viewport maths that is about pixels and axes,
// not about the encoding).

#include "core/sampling/sampling.h"
#include "ui/framework/viewinputs.h"

#include <QString>

#include <utility>

class QCustomPlot;
class QHBoxLayout;
class QSlider;
class QSpinBox;
class QWidget;
class QCPAxis;
class QCPRange;
class QCPTextElement;

namespace pe::ui::helpers {

/// Uniform cell centres of a block axis for QCPColorMapData; a single cell is doubled so
/// that the colour map draws it one step wide.
void axisExtent(const core::BlockAxis& axis, int* size, QCPRange* range);

/// Keeps an axis range inside [lo, hi] and at least a few units wide, without signals.
void boundRange(QCPAxis* axis, double lo, double hi);

/// The integer indices [first, end) within [lo, hi) that an axis range shows.
std::pair<long, long> visibleIndices(const QCPRange& range, long lo, long hi);

/// The sinusoidal parameters of the inputs' encoding (its closed forms are the fast path of
/// the views that analyse the encoding); `inputs.params` when the encoding is not the formula.
const core::EncodingParams& sinusoidalParams(const ViewInputs& inputs);

/// Lays `view` out as a bar above `plot` (which takes the remaining height), with the views'
/// margins; returns the bar, right-aligned: the caller adds its labels or controls to it.
QHBoxLayout* barAbovePlot(QWidget* view, QWidget* plot);

/// Shows position `t` in a spin box and a slider that both range over 0 .. last, without
/// emitting their signals. The ranges (and the slider's page step) are set only when `last`
/// changed: QSpinBox::setRange relayouts the whole view even when the range is the same.
void showPosition(QSpinBox* spin, QSlider* slider, int last, int t, int pageStep);

/// The column order as titles and captions name it, in the interface language: "interleaved",
/// "concatenated" (core::layoutName is the CLI's and the session file's name).
QString layoutWord(core::Layout layout);

/// A pixel count for the viewport; the fallback when the layout has not run yet.
int pixels(double measured, double fallback);

} // namespace pe::ui::helpers
