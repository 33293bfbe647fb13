#include "core/problem.h"

#include <cstdio>
#include <cstring>

namespace pe::core {

namespace {

/// As formatNumber (params.h) writes numbers; this file stands alone for the fuzzers' builds.
std::string n(double v)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.10g", v);
    return buffer;
}

std::string q(const std::string& text)
{
    return "'" + text + "'";
}

std::string systemText(int error)
{
    return error != 0 ? std::string(std::strerror(error)) : std::string("unknown error");
}

/// The sentence of the code, without the member prefix and the detail.
std::string sentence(const Problem& p)
{
    using C = ProblemCode;
    const std::string is = p.name + " = " + (p.text.empty() ? n(p.value) : p.text) + " is out of range: it must be ";
    switch (p.code) {
    case C::IntegerOutOfRange:
        return is + "an integer from " + n(p.low) + " to " + n(p.high);
    case C::EvenIntegerOutOfRange:
        return is + "an even integer from " + n(p.low) + " to " + n(p.high);
    case C::NumberOutOfRange:
        return is + "a number from " + n(p.low) + " to " + n(p.high);
    case C::NumberAboveOutOfRange:
        return is + "a finite number greater than " + n(p.low) + " and at most " + n(p.high);
    case C::ZeroOrIntegerOutOfRange:
        return is + "0 (unset) or an integer from " + n(p.low) + " to " + n(p.high);
    case C::WrongCount:
        return p.name + " has " + n(p.value) + " items, " + n(p.high) + " are needed";
    case C::FactorNotPositive:
        return p.name + ": factor " + std::to_string(p.index) + " is " + n(p.value) +
               ", every factor must be a finite number greater than 0";
    case C::DimensionsDiffer:
        return "the encoding's d = " + n(p.value) + " differs from the embedding's d = " + n(p.high);
    case C::SentencesDiffer:
        return "the two sentences do not hold the same words";
    case C::CannotOpen:
        return "cannot open: " + systemText(p.error);
    case C::CannotRead:
        return "cannot read: " + systemText(p.error);
    case C::CannotWrite:
        return "cannot write " + p.name + ": " + systemText(p.error);
    case C::SameTarget:
        return "cannot write " + p.name + ": same file as " + p.text;
    case C::CannotListFolder:
        return "cannot list the folder: " + systemText(p.error);
    case C::NotRegularFile:
        return "not a regular file";
    case C::EmptyFile:
        return "empty file";
    case C::FileTooLarge:
        return "larger than " + n(p.high) + " bytes";
    case C::FileEndsEarly:
        return "the file ends at byte " + std::to_string(p.offset) + ", " + n(p.high) + " were expected";
    case C::TruncatedData:
        if (std::isnan(p.high))
            return "truncated data";
        return "truncated data: " + (p.text.empty() ? std::string() : "shape " + p.text + " needs ") + n(p.high) +
               " bytes, " + n(p.value) + " remain";
    case C::UnknownExtension:
        return "unknown extension " + (p.text.empty() ? std::string("(none)") : q(p.text)) + ": " + p.name +
               " is needed";
    case C::NotAModel:
        return "not a model: open a folder, a config.json, " + p.name + " file";
    case C::WrongMagic:
        return "wrong magic: not a " + p.name + " file";
    case C::UnsupportedVersion:
        return "unsupported " + p.name + " version " + p.text;
    case C::TruncatedHeader:
        if (std::isnan(p.high))
            return "truncated header";
        return "truncated header: it claims " + n(p.high) + " bytes, " + n(p.value) + " remain";
    case C::HeaderTooLarge:
        return "header larger than 100 MB (" + n(p.value) + " bytes)";
    case C::MalformedHeader:
        return "malformed header" + (p.offset >= 0 ? " (header offset " + std::to_string(p.offset) + ")" : "");
    case C::JsonSyntax:
        return "invalid JSON at line " + std::to_string(p.line) + ", column " + std::to_string(p.column);
    case C::SizeMismatch:
        return "the header lies about sizes" + (p.name.empty() ? std::string() : " of " + q(p.name));
    case C::UnsupportedDtype:
        return "unsupported dtype " + q(p.text) + (p.name.empty() ? std::string() : " of tensor " + q(p.name));
    case C::NotTwoDimensional:
        return (p.name.empty() ? std::string("the array") : "tensor " + q(p.name)) + " has a " + n(p.value) +
               "-D shape " + p.text + ": a 2-D matrix (positions x dimensions) is needed";
    case C::NoSuchTensor:
        return "no tensor named " + q(p.name) + " (2-D tensors: " + p.text + ")";
    case C::NoPositionTable:
        return "found no position table (2-D tensors: " + p.text + "); choose one with --tensor";
    case C::SeveralTables:
        return "several position tables: " + p.text + "; choose one with --tensor";
    case C::TensorDoesNotApply:
        return "--tensor does not apply: a " + p.text + " file holds one table";
    case C::NoWeights:
        return "no weights in the folder (model.safetensors, its index, *.safetensors, *.npz, *.gguf or *.npy)";
    case C::SeveralWeights:
        return "several weights files: " + p.text + "; open one of them";
    case C::NotANumber:
        return "not a number: " + q(p.text) + " at line " + std::to_string(p.line) + ", field " +
               std::to_string(p.column);
    case C::EmptyField:
        return "empty field at line " + std::to_string(p.line) + ", field " + std::to_string(p.column);
    case C::NumberTooLarge:
        return "value " + q(p.text) + " out of range at line " + std::to_string(p.line) + ", field " +
               std::to_string(p.column);
    case C::RaggedRow:
        return "line " + std::to_string(p.line) + " has " + n(p.value) + " fields, " + n(p.high) + " were expected";
    case C::BlankLine:
        return "blank line " + std::to_string(p.line) + " inside the data";
    case C::AmbiguousDialect:
        return "ambiguous dialect: the text reads as " + p.text + "; convert it to ',' and '.'";
    case C::EmptyMatrix:
        return "empty matrix (" + n(p.value) + " rows, " + n(p.high) + " columns)";
    case C::MatrixTooLarge:
        return "matrix too large (" + n(p.value) + " x " + n(p.high) + ")";
    case C::NotFinite:
        return p.text + " value at row " + std::to_string(p.line) + ", column " + std::to_string(p.column);
    case C::ArchiveUnreadable:
        return "not a readable .npz (zip) archive";
    case C::NoNpyMember:
        return "the archive holds no .npy member";
    case C::ConfigKeyMissing:
        return p.name + ": missing" + (p.text.empty() ? std::string() : " (" + p.text + " needs it)");
    case C::ConfigKeyWrongType:
        return p.name + ": expected " + p.text;
    case C::ConfigKeyOutOfRange: {
        std::string range;
        if (!std::isnan(p.low) && !std::isnan(p.high))
            range = (p.lowExcluded ? "a number greater than " : "a whole number from ") + n(p.low) +
                    (p.lowExcluded ? " and at most " : " to ") + n(p.high);
        else if (!std::isnan(p.low))
            range = (p.lowExcluded ? "greater than " : "at least ") + n(p.low);
        else
            range = "at most " + n(p.high);
        return p.name + ": " + (p.text.empty() ? n(p.value) : p.text) + " is not " + range;
    }
    case C::ConfigKeyInvalid:
        return p.name + ": " + (p.text.empty() ? std::string("invalid value") : q(p.text) + " cannot be used");
    case C::UnknownModelType:
        return "model_type " + q(p.text) + " is not one pe-explorer reads";
    case C::Other:
        return std::string();
    }
    return std::string();
}

} // namespace

std::string describe(const Problem& p)
{
    if (!p.wording.empty())
        return p.detail.empty() ? p.wording : p.wording + ": " + p.detail;
    std::string out = sentence(p);
    if (!p.detail.empty())
        out = out.empty() ? p.detail : out + ": " + p.detail;
    if (!p.member.empty())
        out = "member " + q(p.member) + ": " + out;
    return out;
}

Problem rangeProblem(ProblemCode code, const std::string& name, double value, double low, double high)
{
    Problem p;
    p.code = code;
    p.name = name;
    p.value = value;
    p.low = low;
    p.high = high;
    return p;
}

} // namespace pe::core
