#pragma once

#include "core/analysis/inspector.h"
#include "ui/framework/typedview.h"

#include <QString>

#include <memory>

namespace pe::ui {

/// The inspector's own settings.
struct InspectorSettings {
    int dim = 0; ///< the row whose formula is shown (--inspect-dim)
    QString sentence = QStringLiteral("Je suis un robot");
};

/// One position taken apart, the divisor table and the sentence's matrix.
struct InspectorFrame : Frame {
    core::EncodingParams params;
    long position = 0;
    std::vector<core::InspectorRow> rows;
    std::vector<core::DivisorRow> divisors;
    core::SentenceMatrix sentence; ///< at most kMaxWords words
    std::size_t sentenceWords = 0; ///< words in the sentence, before the cut
};

/// Words the sentence matrix holds at most.
constexpr int kMaxInspectorWords = 64;

/// Why `sentence` cannot be the inspector's sentence (no words, too many), or an empty string.
QString checkInspectorSentence(const QString& sentence);

/// Pure: the rows of PE(position), the divisor table and the sentence matrix (the latter two
/// taken from the previous frame when d, n, the layout and the words are the same).
std::shared_ptr<const InspectorFrame>
computeInspector(const ComputeRequest<InspectorSettings, NoViewport, InspectorFrame>& request);

} // namespace pe::ui
