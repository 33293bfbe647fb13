// libFuzzer target: the lesson file parser (ui/framework/lessonfile.cpp) on arbitrary bytes.

#include "ui/framework/lessons.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    QString error;
    const auto lesson =
        pe::ui::lessons::fromJson(QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)),
                                  QStringLiteral("<fuzz>"), &error);
    if (lesson) {
        if (lesson->steps.empty() || lesson->steps.size() > pe::ui::lessons::kMaxSteps)
            __builtin_trap();
    } else if (error.isEmpty()) {
        __builtin_trap(); // a refusal always says why
    }
    return 0;
}
