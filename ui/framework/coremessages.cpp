#include "ui/framework/coremessages.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <vector>

namespace pe::ui::coremessages {

namespace {

/// The English templates of the messages core/ makes (core/params.cpp, core/encodings/*.cpp,
/// core/fourier.cpp, core/binary.cpp, core/ladder.cpp, core/embeddingsource.cpp), with %1, %2
/// where core puts a name or a number. The outer "X = V is out of range: RULE" is matched
/// first, then RULE alone.
const char* const kTemplates[] = {
    QT_TRANSLATE_NOOP("CoreMessage", "%1 = %2 is out of range: %3"),
    QT_TRANSLATE_NOOP("CoreMessage", "bits b = %1 is outside the allowed range %2 to %3"),
    QT_TRANSLATE_NOOP("CoreMessage", "the dimension must be an integer from 1 to 8192"),
    QT_TRANSLATE_NOOP("CoreMessage", "the base must be a finite number greater than 1 and at most 1e9"),
    QT_TRANSLATE_NOOP("CoreMessage", "the sequence length must be an integer from 1 to 1048576"),
    QT_TRANSLATE_NOOP("CoreMessage", "the position must be an integer from 0 to L-1 = %1"),
    QT_TRANSLATE_NOOP("CoreMessage", "the training window L_max must be an integer from 1 to L = %1"),
    QT_TRANSLATE_NOOP("CoreMessage", "the noise strength must be a number from 0 to %1"),
    QT_TRANSLATE_NOOP("CoreMessage", "the scale must be greater than 0 and at most 100"),
    QT_TRANSLATE_NOOP("CoreMessage", "it must be greater than 0 and at most 2"),
    QT_TRANSLATE_NOOP("CoreMessage", "bidirectional T5 buckets must be an integer from 4 to 1024 (half per direction)"),
    QT_TRANSLATE_NOOP("CoreMessage", "the number of T5 buckets must be an integer from 2 to 1024"),
    QT_TRANSLATE_NOOP("CoreMessage", "the max distance must be an integer from %1 (above max_exact = %2) to 1048576"),
    QT_TRANSLATE_NOOP("CoreMessage", "the RoPE dimension must be an even integer from 2 to 8192"),
    QT_TRANSLATE_NOOP("CoreMessage", "NTK scaling raises s to d/(d-2), so d must be an even integer from 4 to 8192"),
    QT_TRANSLATE_NOOP("CoreMessage", "the RoPE base must be a finite number greater than 1 and at most 1e9"),
    QT_TRANSLATE_NOOP("CoreMessage", "the scaling factor must be a number from 1 to 1000"),
    QT_TRANSLATE_NOOP("CoreMessage", "the original length must be an integer from 1 to 1048576"),
    QT_TRANSLATE_NOOP("CoreMessage", "the number of offsets must not be negative"),
    QT_TRANSLATE_NOOP("CoreMessage", "the number of heads must be an integer from 1 to 1024"),
    QT_TRANSLATE_NOOP("CoreMessage", "the head must be an integer from 0 to H-1 = %1"),
};

struct Pattern {
    const char* text;
    QRegularExpression re;
};

/// Each template as an anchored expression: its text literally, each %N a lazy group.
const std::vector<Pattern>& patterns()
{
    static const std::vector<Pattern> list = [] {
        std::vector<Pattern> out;
        static const QRegularExpression placeholder(QStringLiteral("%\\d"));
        for (const char* text : kTemplates) {
            const QString t = QString::fromUtf8(text);
            QString re = QStringLiteral("^");
            qsizetype from = 0;
            for (auto it = placeholder.globalMatch(t); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                re += QRegularExpression::escape(t.mid(from, m.capturedStart() - from)) + QStringLiteral("(.+?)");
                from = m.capturedEnd();
            }
            re += QRegularExpression::escape(t.mid(from)) + QStringLiteral("$");
            out.push_back({text, QRegularExpression(re)});
        }
        return out;
    }();
    return list;
}

/// The message translated through the first template it matches; *known says whether one did.
QString translateText(const QString& message, bool* known)
{
    for (const Pattern& p : patterns()) {
        const bool outOfRange = p.text == kTemplates[0];
        const QRegularExpressionMatch m = p.re.match(message);
        if (!m.hasMatch())
            continue;
        QString out = QCoreApplication::translate("CoreMessage", p.text);
        for (int i = 1; i <= m.lastCapturedIndex(); ++i) {
            // The rule of "X = V is out of range: RULE" is a message of its own.
            bool ruleKnown = true;
            const QString argument = outOfRange && i == 3 ? translateText(m.captured(i), &ruleKnown) : m.captured(i);
            out = out.arg(argument);
            if (!ruleKnown) {
                *known = false;
                return out;
            }
        }
        *known = true;
        return out;
    }
    *known = false;
    return message;
}

} // namespace

QString translate(const std::string& message)
{
    bool known = false;
    return translateText(QString::fromStdString(message), &known);
}

bool isKnown(const std::string& message)
{
    bool known = false;
    translateText(QString::fromStdString(message), &known);
    return known;
}

} // namespace pe::ui::coremessages
