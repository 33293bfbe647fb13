#include "ui/views/inspector/inspectorframe.h"

#include "ui/framework/numbers.h"
#include <QCoreApplication>

namespace pe::ui {

QString checkInspectorSentence(const QString& sentence)
{
    const std::size_t words = core::splitWords(sentence.toStdString()).size();
    if (words == 0 || words > static_cast<std::size_t>(kMaxInspectorWords))
        return QCoreApplication::translate("Setting", "'%1' has %2 words; give 1 to %3")
            .arg(sentence)
            .arg(words)
            .arg(numbers::integer(kMaxInspectorWords));
    return {};
}

std::shared_ptr<const InspectorFrame>
computeInspector(const ComputeRequest<InspectorSettings, NoViewport, InspectorFrame>& request)
{
    const core::EncodingParams& params = request.inputs.params;
    auto frame = std::make_shared<InspectorFrame>();
    frame->params = params;
    frame->position = request.inputs.requestedPosition;
    frame->rows = core::inspectRows(params, frame->position);

    std::vector<std::string> words = core::splitWords(request.settings.sentence.toStdString());
    frame->sentenceWords = words.size();
    if (words.size() > static_cast<std::size_t>(kMaxInspectorWords))
        words.resize(kMaxInspectorWords);
    // The divisor table and the sentence do not depend on the position or on L.
    const InspectorFrame* previous = request.previous.get();
    const bool sameColumns = previous && previous->params.dim == params.dim && previous->params.base == params.base &&
                             previous->params.layout == params.layout;
    frame->divisors = sameColumns ? previous->divisors : core::divisorTable(params);
    frame->sentence =
        sameColumns && previous->sentence.words == words ? previous->sentence : core::sentenceMatrix(params, words);
    return frame;
}

} // namespace pe::ui
