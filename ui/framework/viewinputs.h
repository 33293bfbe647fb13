#pragma once

#include "core/encodings/encoding.h"
#include "core/formula/params.h"

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
///
/// A frame may be drawn before all of it is known: when part of it is expensive (an exact
/// count over every position, a search over every offset), compute() can leave that part out
/// and set `pending`. The view draws what it has (saying what is still being worked out), and
/// the controller at once runs the view's job again with that frame as `previous`, which
/// fills in the rest; a newer request drops the follow-up. Exports never see a pending frame
/// (View::completeFrame).
struct Frame {
    virtual ~Frame() = default;
    bool pending = false;
};

using FramePtr = std::shared_ptr<const Frame>;

} // namespace pe::ui
