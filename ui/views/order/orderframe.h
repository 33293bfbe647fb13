#pragma once

#include "core/analysis/wordorder.h"
#include "ui/framework/typedview.h"

#include <QString>

#include <memory>

namespace pe::ui {

struct PreparedColorMap;

/// The word-order view's own settings.
struct OrderSettings {
    bool positions = false;
    core::SentenceLanguage language = core::SentenceLanguage::English;
    int embedDim = 16;
    int seed = 42;
};

/// The word-order view draws at any size from the same numbers: no viewport.
struct OrderViewport {
    bool operator==(const OrderViewport&) const { return true; }
    bool operator!=(const OrderViewport&) const { return false; }
};

/// One computed word-order figure: the head's outputs for both sentences with the chosen
/// setting (`shown`), and the largest differences with and without positions for the note.
struct OrderFrame : RequestFrame<OrderSettings, OrderViewport> {
    QString problem;
    core::WordOrderResult shown;
    /// The difference per word (WordOrderResult::difference) without and with positions, and
    /// their largest values.
    Eigen::VectorXd differenceWithout, differenceWith;
    double maxWithout = 0;
    double maxWith = 0;
    double valueRange = 1; ///< largest |output| of either setting: both maps use ±valueRange
    /// Sentence 1's outputs in its order, and sentence 2's with its rows matched to sentence 1's
    /// words (row i holds the output of the word of sentence 1's row i): tokens x d each.
    std::shared_ptr<PreparedColorMap> first, second;
};

/// The encoding added to the words: the window's base n and layout, d = embed-dim.
core::EncodingParams orderEncoding(const core::EncodingParams& params, const OrderSettings& settings);

/// Pure: both sentences through the head, with and without positions.
std::shared_ptr<const OrderFrame> computeOrder(const ComputeRequest<OrderSettings, OrderViewport, OrderFrame>& request);

} // namespace pe::ui
