#pragma once

#include "core/encodings/encoding.h"
#include "core/params.h"

#include <memory>

namespace pe::ui {

/// What every view receives from the shared state, by value: the encoding parameters, the
/// position t that position-based views look at, and the absolute encoding they analyse (the
/// sinusoidal formula of `params`, or a matrix loaded from a file). Views never read the
/// application state themselves.
struct ViewInputs {
    core::EncodingParams params;
    long position = 0;
    /// The position as the user asked for it: equal to `position` except in a view that looks
    /// at positions beyond the sequence (ViewDescriptor::positionsBeyondLength, the inspector),
    /// where it may go past L-1 up to Limits::maxInspectedPosition.
    long requestedPosition = 0;
    std::shared_ptr<const core::AbsoluteEncoding> encoding;
};

/// A computed frame: whatever a view's pure compute() returns, handed from the worker thread
/// to the view on the GUI thread. Views derive their own frame type from it.
struct Frame {
    virtual ~Frame() = default;
};

using FramePtr = std::shared_ptr<const Frame>;

} // namespace pe::ui
