#include "ui/framework/coremessages.h"

#include "core/formula/params.h"
#include "core/io/loaderror.h"
#include "ui/framework/numbers.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringList>

#include <cerrno>
#include <cmath>

namespace pe::ui::coremessages {

namespace {

using core::Problem;
using C = core::ProblemCode;

QString translated(const char* source)
{
    return QCoreApplication::translate("CoreMessage", source);
}

/// %1 .. %9 of `pattern` replaced by `args` in one pass (a value holding "%1" stays as it is).
QString fill(const QString& pattern, const QStringList& args)
{
    QString out;
    out.reserve(pattern.size() + 32);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern.at(i + 1).isDigit()) {
            const int n = pattern.at(i + 1).digitValue();
            if (n >= 1 && n <= args.size()) {
                out += args.at(n - 1);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

QString str(const std::string& s)
{
    return QString::fromStdString(s);
}

/// A number as the language writes it: integers grouped (10 000 in French), others with up to
/// 10 significant digits and the language's decimal mark.
QString num(double v)
{
    if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 9e15)
        return numbers::integer(static_cast<qint64>(v));
    return numbers::real(v, 10);
}

QString num(long long v)
{
    return numbers::integer(v);
}

/// Text from the input, quoted as the language quotes.
QString quoted(const std::string& s)
{
    return fill(translated(QT_TRANSLATE_NOOP("CoreMessage", "'%1'")), {str(s)});
}

QString jsonType(const std::string& type)
{
    if (type == "number")
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "a number"));
    if (type == "string")
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "a string"));
    if (type == "boolean")
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "true or false"));
    if (type == "array")
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "a list of numbers"));
    return translated(QT_TRANSLATE_NOOP("CoreMessage", "an object"));
}

/// The template of the problem's code (English source) and its arguments.
struct Template {
    const char* source = nullptr;
    QStringList args;
};

Template parameterTemplate(const Problem& p)
{
    const QString value = p.text.empty() ? num(p.value) : str(p.text);
    const QStringList range = {str(p.name), value, num(p.low), num(p.high)};
    switch (p.code) {
    case C::IntegerOutOfRange:
        return {QT_TRANSLATE_NOOP("CoreMessage", "%1 = %2 is out of range: it must be an integer from %3 to %4"),
                range};
    case C::EvenIntegerOutOfRange:
        return {QT_TRANSLATE_NOOP("CoreMessage", "%1 = %2 is out of range: it must be an even integer from %3 to %4"),
                range};
    case C::NumberOutOfRange:
        return {QT_TRANSLATE_NOOP("CoreMessage", "%1 = %2 is out of range: it must be a number from %3 to %4"), range};
    case C::NumberAboveOutOfRange:
        return {QT_TRANSLATE_NOOP("CoreMessage",
                                  "%1 = %2 is out of range: it must be a finite number greater than %3 and at most %4"),
                range};
    case C::ZeroOrIntegerOutOfRange:
        return {QT_TRANSLATE_NOOP("CoreMessage",
                                  "%1 = %2 is out of range: it must be 0 (unset) or an integer from %3 to %4"),
                range};
    case C::WrongCount:
        return {QT_TRANSLATE_NOOP("CoreMessage", "%1 has %2 items, %3 are needed"),
                {str(p.name), num(p.value), num(p.high)}};
    case C::FactorNotPositive:
        return {QT_TRANSLATE_NOOP("CoreMessage",
                                  "%1: factor %2 is %3, every factor must be a finite number greater than 0"),
                {str(p.name), num(p.index), num(p.value)}};
    case C::DimensionsDiffer:
        return {QT_TRANSLATE_NOOP("CoreMessage", "the encoding's d = %1 differs from the embedding's d = %2"),
                {num(p.value), num(p.high)}};
    case C::SentencesDiffer:
        return {QT_TRANSLATE_NOOP("CoreMessage", "the two sentences do not hold the same words"), {}};
    default:
        return {};
    }
}

Template fileTemplate(const Problem& p)
{
    switch (p.code) {
    case C::CannotOpen:
        return {QT_TRANSLATE_NOOP("CoreMessage", "cannot open: %1"), {systemError(p.error)}};
    case C::CannotRead:
        return {QT_TRANSLATE_NOOP("CoreMessage", "cannot read: %1"), {systemError(p.error)}};
    case C::CannotWrite:
        return {QT_TRANSLATE_NOOP("CoreMessage", "cannot write %1: %2"),
                {QFile::decodeName(p.name.c_str()), systemError(p.error)}};
    case C::SameTarget:
        return {QT_TRANSLATE_NOOP("CoreMessage", "cannot write %1: same file as %2"),
                {QFile::decodeName(p.name.c_str()), QFile::decodeName(p.text.c_str())}};
    case C::CannotListFolder:
        return {QT_TRANSLATE_NOOP("CoreMessage", "cannot list the folder: %1"), {systemError(p.error)}};
    case C::NotRegularFile:
        return {QT_TRANSLATE_NOOP("CoreMessage", "not a regular file"), {}};
    case C::EmptyFile:
        return {QT_TRANSLATE_NOOP("CoreMessage", "empty file"), {}};
    case C::FileTooLarge:
        return {QT_TRANSLATE_NOOP("CoreMessage", "larger than %1 bytes"), {num(p.high)}};
    case C::FileEndsEarly:
        return {QT_TRANSLATE_NOOP("CoreMessage", "the file ends at byte %1, %2 were expected"),
                {num(p.offset), num(p.high)}};
    case C::TruncatedData:
        if (std::isnan(p.high))
            return {QT_TRANSLATE_NOOP("CoreMessage", "truncated data"), {}};
        return {QT_TRANSLATE_NOOP("CoreMessage", "truncated data: %1 bytes needed, %2 remain"),
                {num(p.high), num(p.value)}};
    case C::UnknownExtension:
        return {
            QT_TRANSLATE_NOOP("CoreMessage", "unknown extension %1: %2 is needed"),
            {p.text.empty() ? translated(QT_TRANSLATE_NOOP("CoreMessage", "(none)")) : quoted(p.text), str(p.name)}};
    case C::NotAModel:
        return {QT_TRANSLATE_NOOP("CoreMessage", "not a model: open a folder, a config.json, or a %1 file"),
                {str(p.name)}};
    case C::WrongMagic:
        return {QT_TRANSLATE_NOOP("CoreMessage", "not a %1 file (wrong magic)"), {str(p.name)}};
    case C::UnsupportedVersion:
        return {QT_TRANSLATE_NOOP("CoreMessage", "unsupported %1 version %2"), {str(p.name), str(p.text)}};
    case C::TruncatedHeader:
        if (std::isnan(p.high))
            return {QT_TRANSLATE_NOOP("CoreMessage", "truncated header"), {}};
        return {QT_TRANSLATE_NOOP("CoreMessage", "truncated header: %1 bytes needed, %2 remain"),
                {num(p.high), num(p.value)}};
    case C::HeaderTooLarge:
        return {QT_TRANSLATE_NOOP("CoreMessage", "header larger than 100 MB (%1 bytes)"), {num(p.value)}};
    case C::MalformedHeader:
        if (p.offset < 0)
            return {QT_TRANSLATE_NOOP("CoreMessage", "malformed header"), {}};
        return {QT_TRANSLATE_NOOP("CoreMessage", "malformed header (byte %1 of the header)"), {num(p.offset)}};
    case C::JsonSyntax:
        return {QT_TRANSLATE_NOOP("CoreMessage", "invalid JSON at line %1, column %2"), {num(p.line), num(p.column)}};
    case C::SizeMismatch:
        if (p.name.empty())
            return {QT_TRANSLATE_NOOP("CoreMessage", "the header's sizes or offsets contradict the data"), {}};
        return {QT_TRANSLATE_NOOP("CoreMessage", "the header's sizes or offsets for %1 contradict the data"),
                {quoted(p.name)}};
    case C::UnsupportedDtype:
        if (p.name.empty())
            return {QT_TRANSLATE_NOOP("CoreMessage", "unsupported element type %1"), {quoted(p.text)}};
        return {QT_TRANSLATE_NOOP("CoreMessage", "tensor %1: unsupported element type %2"),
                {quoted(p.name), quoted(p.text)}};
    case C::NotTwoDimensional:
        return {
            QT_TRANSLATE_NOOP("CoreMessage", "%1 has a %2-D shape %3: a 2-D matrix (positions x dimensions) is needed"),
            {p.name.empty() ? translated(QT_TRANSLATE_NOOP("CoreMessage", "the array"))
                            : fill(translated(QT_TRANSLATE_NOOP("CoreMessage", "tensor %1")), {quoted(p.name)}),
             num(p.value), str(p.text)}};
    default:
        return {};
    }
}

Template tableTemplate(const Problem& p)
{
    switch (p.code) {
    case C::NoSuchTensor:
        return {QT_TRANSLATE_NOOP("CoreMessage", "no tensor named %1 (2-D tensors: %2)"),
                {quoted(p.name), str(p.text)}};
    case C::NoPositionTable:
        return {QT_TRANSLATE_NOOP("CoreMessage", "found no position table (2-D tensors: %1); choose one with --tensor"),
                {str(p.text)}};
    case C::SeveralTables:
        return {QT_TRANSLATE_NOOP("CoreMessage", "several position tables: %1; choose one with --tensor"),
                {str(p.text)}};
    case C::TensorDoesNotApply:
        return {QT_TRANSLATE_NOOP("CoreMessage", "--tensor does not apply: a %1 file holds one table"), {str(p.text)}};
    case C::NoWeights:
        return {QT_TRANSLATE_NOOP("CoreMessage", "no weights in the folder (model.safetensors, its index, "
                                                 "*.safetensors, *.npz, *.gguf or *.npy)"),
                {}};
    case C::SeveralWeights:
        if (p.text.empty())
            return {QT_TRANSLATE_NOOP("CoreMessage", "several weights files; open one of them"), {}};
        return {QT_TRANSLATE_NOOP("CoreMessage", "several weights files: %1; open one of them"), {str(p.text)}};
    case C::NotANumber:
        return {QT_TRANSLATE_NOOP("CoreMessage", "not a number: %1 at line %2, field %3"),
                {quoted(p.text), num(p.line), num(p.column)}};
    case C::EmptyField:
        return {QT_TRANSLATE_NOOP("CoreMessage", "empty field at line %1, field %2"), {num(p.line), num(p.column)}};
    case C::NumberTooLarge:
        return {QT_TRANSLATE_NOOP("CoreMessage", "value %1 out of range at line %2, field %3"),
                {quoted(p.text), num(p.line), num(p.column)}};
    case C::RaggedRow:
        return {QT_TRANSLATE_NOOP("CoreMessage", "line %1 has %2 fields, %3 were expected"),
                {num(p.line), num(p.value), num(p.high)}};
    case C::BlankLine:
        return {QT_TRANSLATE_NOOP("CoreMessage", "blank line %1 inside the data"), {num(p.line)}};
    case C::AmbiguousDialect:
        return {QT_TRANSLATE_NOOP("CoreMessage",
                                  "ambiguous CSV dialect (separator and decimal mark: %1); convert it to ',' and '.'"),
                {str(p.text)}};
    case C::EmptyMatrix:
        return {QT_TRANSLATE_NOOP("CoreMessage", "empty matrix (%1 rows, %2 columns)"), {num(p.value), num(p.high)}};
    case C::MatrixTooLarge:
        return {QT_TRANSLATE_NOOP("CoreMessage", "matrix too large (%1 x %2)"), {num(p.value), num(p.high)}};
    case C::NotFinite:
        return {QT_TRANSLATE_NOOP("CoreMessage", "%1 value at row %2, column %3"),
                {str(p.text), num(p.line), num(p.column)}};
    case C::ArchiveUnreadable:
        return {QT_TRANSLATE_NOOP("CoreMessage", "not a readable .npz (zip) archive"), {}};
    case C::NoNpyMember:
        return {QT_TRANSLATE_NOOP("CoreMessage", "the archive holds no .npy member"), {}};
    default:
        return {};
    }
}

Template configTemplate(const Problem& p)
{
    const QString key = str(p.name);
    switch (p.code) {
    case C::ConfigKeyMissing:
        if (p.text.empty())
            return {QT_TRANSLATE_NOOP("CoreMessage", "%1: missing"), {key}};
        return {QT_TRANSLATE_NOOP("CoreMessage", "%1: missing (%2 needs it)"), {key, str(p.text)}};
    case C::ConfigKeyWrongType:
        return {QT_TRANSLATE_NOOP("CoreMessage", "%1: %2 expected"), {key, jsonType(p.text)}};
    case C::ConfigKeyOutOfRange:
        if (p.index >= 0)
            return {QT_TRANSLATE_NOOP("CoreMessage", "%1: item %2 is not a finite number greater than 0"),
                    {key, num(p.index)}};
        if (!std::isnan(p.low) && !std::isnan(p.high))
            return {QT_TRANSLATE_NOOP("CoreMessage", "%1: %2 is not a whole number from %3 to %4"),
                    {key, num(p.value), num(p.low), num(p.high)}};
        if (!std::isnan(p.low) && p.lowExcluded)
            return {QT_TRANSLATE_NOOP("CoreMessage", "%1: %2 is not greater than %3"), {key, num(p.value), num(p.low)}};
        if (!std::isnan(p.low))
            return {QT_TRANSLATE_NOOP("CoreMessage", "%1: %2 is below %3"), {key, num(p.value), num(p.low)}};
        return {QT_TRANSLATE_NOOP("CoreMessage", "%1: %2 is more than %3"), {key, num(p.value), num(p.high)}};
    case C::ConfigKeyInvalid:
        if (p.text.empty())
            return {QT_TRANSLATE_NOOP("CoreMessage", "%1: this value cannot be used"), {key}};
        return {QT_TRANSLATE_NOOP("CoreMessage", "%1: %2 cannot be used"), {key, quoted(p.text)}};
    case C::UnknownModelType:
        return {QT_TRANSLATE_NOOP("CoreMessage", "model_type %1 is not one whose positions pe-explorer knows"),
                {quoted(p.text)}};
    default:
        return {};
    }
}

Template templateOf(const Problem& p)
{
    for (auto make : {parameterTemplate, fileTemplate, tableTemplate, configTemplate}) {
        Template t = make(p);
        if (t.source)
            return t;
    }
    return {};
}

} // namespace

QString systemError(int error)
{
    switch (error) {
    case ENOENT:
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "no such file or folder"));
    case EACCES:
    case EPERM:
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "permission denied"));
    case ENOSPC:
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "no space left on the device"));
    case EDQUOT:
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "disk quota exceeded"));
    case EISDIR:
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "it is a folder"));
    case ENOTDIR:
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "a part of the path is not a folder"));
    case EROFS:
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "read-only file system"));
    case EFBIG:
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "file too large"));
    case EIO:
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "input/output error"));
    case ENAMETOOLONG:
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "name too long"));
    case ELOOP:
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "too many symbolic links"));
    case EMFILE:
    case ENFILE:
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "too many open files"));
    case ENOMEM:
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "not enough memory"));
    case 0:
        return translated(QT_TRANSLATE_NOOP("CoreMessage", "unknown error"));
    default:
        return fill(translated(QT_TRANSLATE_NOOP("CoreMessage", "system error %1")), {QString::number(error)});
    }
}

QString text(const Problem& problem)
{
    const Template t = templateOf(problem);
    const QString translation = t.source ? translated(t.source) : QString();
    // No translation (English, or a code without a template): core's own English sentence.
    if (!t.source || translation == QLatin1String(t.source))
        return str(core::describe(problem));
    const QString sentence = fill(translation, t.args);
    if (problem.member.empty())
        return sentence;
    return fill(translated(QT_TRANSLATE_NOOP("CoreMessage", "in %1: %2")), {quoted(problem.member), sentence});
}

QString text(const core::ParameterError& error)
{
    return text(error.details());
}

QString text(const core::io::LoadError& error)
{
    return fill(translated(QT_TRANSLATE_NOOP("CoreMessage", "%1: %2")),
                {QFile::decodeName(error.source().c_str()), text(error.details())});
}

} // namespace pe::ui::coremessages
