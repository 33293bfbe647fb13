#pragma once
/// @file problem.h
/// What went wrong, as data: a code naming the problem and the values it is about.
///
/// Why: core/ is Qt-free and speaks no language but English, while the window and the command
/// line speak the user's. An English sentence cannot be translated back reliably (a regular
/// expression over it breaks silently when the wording changes), so core/ reports a Problem and
/// the interface formats it, one translated template per code, with the locale's numbers
/// (ui/framework/coremessages). describe() formats the same data in English for what(), the
/// English command line and the tests. A code's fields are listed beside it; a field a code does
/// not use keeps its default. Where the code's values cannot say everything core knows (which
/// JSON rule was broken, which header key is malformed), `detail` adds it or `wording` replaces
/// the code's English sentence: English shows them, a translated message does without them.

#include <cmath>
#include <string>

namespace pe::core {

enum class ProblemCode {
    // A parameter (ParameterError): `name` = `value`, the range `low` .. `high`.
    IntegerOutOfRange,       ///< an integer from low to high is needed
    EvenIntegerOutOfRange,   ///< an even integer from low to high is needed
    NumberOutOfRange,        ///< a finite number from low to high is needed
    NumberAboveOutOfRange,   ///< a finite number greater than low and at most high is needed
    ZeroOrIntegerOutOfRange, ///< 0 (unset) or an integer from low to high is needed
    WrongCount,              ///< `name` holds `value` items where `high` are needed
    FactorNotPositive,       ///< item `index` of the list `name` is `value`, not a finite number > 0
    DimensionsDiffer,        ///< the encoding's d (`value`) is not the embedding's (`high`)
    SentencesDiffer,         ///< the two sentences do not hold the same words

    // A file (io::LoadError, io::AtomicFile). `error` is an errno where the system gave one.
    CannotOpen,          ///< the file cannot be opened (`error`)
    CannotRead,          ///< reading failed (`error`)
    CannotWrite,         ///< writing the file `name` failed (`error`)
    SameTarget,          ///< the file `name` is the same as `text`, written too
    CannotListFolder,    ///< the folder cannot be listed (`error`)
    NotRegularFile,      ///< a folder or a device where a file is needed
    EmptyFile,           ///< the file holds no byte
    FileTooLarge,        ///< larger than `high` bytes for what it claims to be
    FileEndsEarly,       ///< the file ends at byte `offset`, `high` bytes were needed
    TruncatedData,       ///< the data needs `high` bytes, `value` remain (`text`: the shape)
    UnknownExtension,    ///< the extension `text` (empty: none) is none of `name` (a list of extensions)
    NotAModel,           ///< neither a model folder, a config.json nor a weights file
    WrongMagic,          ///< the first bytes are not those of a `name` file (.npy, .safetensors, GGUF)
    UnsupportedVersion,  ///< version `text` of the `name` format is not read
    TruncatedHeader,     ///< the header needs `high` bytes, `value` are there (either may be unset)
    HeaderTooLarge,      ///< a header of `value` bytes, more than 100 MB
    MalformedHeader,     ///< the header is not well formed (at byte `offset` when known)
    JsonSyntax,          ///< invalid JSON at `line`, `column` (byte `offset`)
    SizeMismatch,        ///< the header's sizes or offsets contradict the file (`name`: a tensor)
    UnsupportedDtype,    ///< the element type `text` (of the tensor `name`) is not read
    NotTwoDimensional,   ///< the tensor `name` has the shape `text`, not a matrix
    NoSuchTensor,        ///< no tensor named `name`; `text` lists those there are
    NoPositionTable,     ///< no tensor looks like a position table; `text` lists the 2-D ones
    SeveralTables,       ///< several tables, `text`: --tensor chooses one
    TensorDoesNotApply,  ///< --tensor with a file of one table (extension `text`)
    NoWeights,           ///< a folder without a weights file
    SeveralWeights,      ///< a folder with several weights files, listed in `text`
    NotANumber,          ///< the text `text` at `line`, field `column` is not a number
    EmptyField,          ///< nothing at `line`, field `column`
    NumberTooLarge,      ///< `text` at `line`, field `column` does not fit a double
    RaggedRow,           ///< `line` has `value` fields where `high` were seen first
    BlankLine,           ///< a blank `line` inside the data
    AmbiguousDialect,    ///< the text reads as several CSV dialects, listed in `text`
    EmptyMatrix,         ///< no row or no column
    MatrixTooLarge,      ///< `value` rows x `high` columns is more than can be held
    NotFinite,           ///< `text` (NaN or Inf) at row `line`, column `column` (from 0)
    ArchiveUnreadable,   ///< not a readable .npz (zip) archive
    NoNpyMember,         ///< a .npz without a .npy member
    ConfigKeyMissing,    ///< the key `name` is missing (`text`: what needs it, when known)
    ConfigKeyWrongType,  ///< the key `name` is not a `text` (number, string, boolean, list, object)
    ConfigKeyOutOfRange, ///< the key `name` = `value`; `low` .. `high` as for the parameter codes
    ConfigKeyInvalid,    ///< the key `name` holds a value that cannot be used
    UnknownModelType,    ///< the model type `text` is not one pe-explorer reads
    Other,               ///< none of the above; `detail` says what
};

/// One problem: its code and the values the code names.
struct Problem {
    ProblemCode code = ProblemCode::Other;
    std::string name; ///< a parameter, a config key or a tensor
    std::string text; ///< text quoted from the input: a value as written, an extension, a dtype, a list
    double value = std::nan("");
    double low = std::nan("");
    double high = std::nan("");
    bool lowExcluded = false; ///< ConfigKeyOutOfRange: greater than `low` rather than from `low`
    long long line = -1;      ///< a line or a row
    long long column = -1;    ///< a column or a field
    long long index = -1;     ///< an item of a list
    long long offset = -1;    ///< a byte offset
    int error = 0;            ///< an errno
    std::string member;       ///< the archive member or shard the problem is in
    std::string wording;      ///< English only: core's complete sentence instead of the code's
    std::string detail;       ///< English only: a precision after the sentence
};

/// The problem in English, as what() shows it (numbers as formatNumber writes them).
std::string describe(const Problem& problem);

/// A parameter problem: `code` about `name` = `value`, with its range.
Problem rangeProblem(ProblemCode code, const std::string& name, double value, double low, double high);

} // namespace pe::core
