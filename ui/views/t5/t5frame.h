#pragma once

#include "core/encodings/t5.h"
#include "ui/framework/typedview.h"
#include "ui/plotting/matrixviewport.h"

#include <QString>

#include <memory>
#include <vector>

#include <qcustomplot.h>

namespace pe::ui {

struct PreparedColorMap;

/// The T5 view's own settings.
struct T5Settings {
    int buckets = 32;
    long maxDistance = 128;
    bool bidirectional = true;
};

using T5Viewport = MatrixViewport;

/// One computed T5 figure.
struct T5Frame : RequestFrame<T5Settings, T5Viewport> {
    QString problem; ///< why the buckets are undefined (naming the option), or empty
    core::T5Params t5;
    int maxExact = 0; ///< distances below it have a bucket each
    /// The bucket of every offset from firstOffset to lastOffset (the CSV's rows), as runs:
    /// runStart[k] is the first offset of run k, runBucket[k] its bucket.
    long firstOffset = 0, lastOffset = 0;
    std::vector<long> runStart;
    std::vector<int> runBucket;
    /// The bucket matrix: cells of `step` positions, each the bucket of its centre offset.
    long step = 1;
    int cells = 0;
    std::shared_ptr<PreparedColorMap> map;

    /// The bucket of an offset in [firstOffset, lastOffset], from the runs.
    int bucketAt(long offset) const;
};

/// The offsets the view and its CSV cover: -(L-1) .. L-1 bidirectional, -(L-1) .. 0 otherwise.
std::pair<long, long> t5OffsetRange(long length, bool bidirectional);

/// The T5Params of the settings, and why they are invalid (naming the option) or empty.
core::T5Params t5Params(const T5Settings& settings);
QString t5Problem(const T5Settings& settings);

/// The colours of the bucket matrix: a stepped sequential map with one level per bucket, for the
/// data range 0 .. buckets - 1 (bucket b is level b).
QCPColorGradient t5Gradient(int buckets);

/// Pure: the buckets of every offset and the bucket matrix at the viewport's resolution.
std::shared_ptr<const T5Frame> computeT5(const ComputeRequest<T5Settings, T5Viewport, T5Frame>& request);

} // namespace pe::ui
