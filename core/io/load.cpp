#include "core/io/load.h"

#include "core/io/delimited.h"
#include "core/io/detail.h"
#include "core/io/filereader.h"
#include "core/io/loaderror.h"
#include "core/io/npy.h"
#include "core/io/safetensors.h"
#include "core/io/tables.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace pe::core::io {

namespace {

namespace fs = std::filesystem;

bool endsWith(const std::string& s, const std::string& suffix)
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

bool isIndex(const std::string& path)
{
    return endsWith(lower(detail::fileName(path)), ".safetensors.index.json");
}

/// A .npy file: one array, its header read first, then only its data.
class NpyTables : public detail::TableSource {
public:
    explicit NpyTables(const std::string& path)
        : m_file(path)
    {
        std::uint8_t start[12] = {};
        const auto first = std::min<std::uint64_t>(12, m_file.size());
        m_file.read(0, first, start);
        const std::uint64_t end = npyHeaderEnd(start, static_cast<std::size_t>(first), path);
        const auto header = m_file.read(0, std::min(end, m_file.size()));
        m_header = parseNpyHeader(header->data(), header->size(), path);
        if (m_header.unsupported)
            throw LoadError(path, *m_header.unsupported);
        checkNpyDataSize(m_header, m_file.size(), path);
        m_entries.push_back(detail::npyEntry("", m_header));
    }

    std::shared_ptr<std::vector<std::uint8_t>> read(std::size_t) const override
    {
        return m_file.read(m_header.dataOffset, m_header.dataBytes);
    }

private:
    FileReader m_file;
    NpyHeader m_header;
};

/// The weights file of a model folder: the sharded index, model.safetensors, else the one
/// *.safetensors, *.npz, *.gguf or *.npy file in it.
std::string weightsInFolder(const std::string& folder, std::vector<std::string>* notes)
{
    std::vector<std::string> found;
    bool pickle = false;
    std::error_code ec;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder, ec)) {
        if (!entry.is_regular_file(ec))
            continue;
        const std::string name = entry.path().filename().string();
        const std::string ext = extensionOf(name);
        if (isIndex(name) || ext == ".safetensors" || ext == ".npz" || ext == ".gguf" || ext == ".npy")
            found.push_back(name);
        pickle = pickle || ext == ".bin" || ext == ".pt" || ext == ".pth" || ext == ".ckpt";
    }
    if (ec)
        throw LoadError(folder, systemProblem(ProblemCode::CannotListFolder, ec.value()));
    std::sort(found.begin(), found.end());
    std::string chosen;
    for (const char* preferred : {"model.safetensors.index.json", "model.safetensors"})
        if (chosen.empty() && std::find(found.begin(), found.end(), preferred) != found.end())
            chosen = preferred;
    if (chosen.empty()) {
        const auto index = std::find_if(found.begin(), found.end(), isIndex);
        const bool oneIndex = index != found.end() && std::count_if(found.begin(), found.end(), isIndex) == 1;
        if (oneIndex)
            chosen = *index;
        else if (found.size() == 1)
            chosen = found.front();
    }
    if (chosen.empty() && found.empty()) {
        Problem none = problemOf(ProblemCode::NoWeights);
        if (pickle)
            none.detail = "PyTorch pickles (.bin, .pt) are not read: save the model as safetensors";
        throw LoadError(folder, none);
    }
    if (chosen.empty()) {
        std::string list;
        for (const std::string& f : found)
            list += (list.empty() ? "" : ", ") + f;
        Problem several = problemOf(ProblemCode::SeveralWeights);
        several.text = list;
        throw LoadError(folder, several);
    }
    if (notes)
        notes->push_back("model folder: loaded " + chosen);
    return (fs::path(folder) / chosen).string();
}

/// A text table holds one table: --tensor cannot apply; --transpose swaps it.
EmbeddingMatrix loadText(const std::string& path, const LoadOptions& options, std::vector<std::string>* notes)
{
    EmbeddingMatrix m = loadDelimitedFile(path, notes);
    if (options.transpose) {
        const Eigen::MatrixXd t = m.toMatrix().transpose();
        std::vector<double> values(static_cast<std::size_t>(t.size()));
        Eigen::Map<Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(values.data(), t.rows(),
                                                                                           t.cols()) = t;
        m = EmbeddingMatrix::fromDoubles(t.rows(), t.cols(), std::move(values));
        m.setOrigin(path, "");
        if (notes)
            notes->push_back("read transposed: " + std::to_string(m.rows()) + " positions x " +
                             std::to_string(m.cols()) + " dimensions");
    } else if (m.cols() > m.rows() && notes) {
        notes->push_back("the table has more columns (" + std::to_string(m.cols()) + ") than rows (" +
                         std::to_string(m.rows()) +
                         "): if it is stored dimensions x positions, it may be transposed; load it with --transpose");
    }
    return m;
}

} // namespace

std::string extensionOf(const std::string& path)
{
    const std::string name = detail::fileName(path);
    const auto dot = name.find_last_of('.');
    if (dot == std::string::npos)
        return {};
    return lower(name.substr(dot));
}

EmbeddingMatrix loadEmbeddingFile(const std::string& path, const std::string& tensor)
{
    const std::string extension = extensionOf(path);
    if (extension == ".npy")
        return loadNpyFile(path);
    if (extension == ".safetensors")
        return loadSafetensorsFile(path, tensor);
    if (extension == ".csv" || extension == ".tsv")
        return loadDelimitedFile(path);
    throw LoadError(path, unknownExtension(extension, ".npy, .safetensors, .csv, .tsv"));
}

EmbeddingMatrix loadEmbeddings(const std::string& path, const LoadOptions& options, std::vector<std::string>* notes)
{
    std::error_code ec;
    const std::string file = fs::is_directory(path, ec) ? weightsInFolder(path, notes) : path;
    const std::string extension = extensionOf(file);
    if (extension == ".csv" || extension == ".tsv" || extension == ".npy") {
        if (!options.tensor.empty()) {
            Problem one = problemOf(ProblemCode::TensorDoesNotApply);
            one.text = extension;
            throw LoadError(file, one);
        }
        if (extension != ".npy")
            return loadText(file, options, notes);
    }
    std::unique_ptr<detail::TableSource> tables;
    if (extension == ".npy")
        tables = detail::npyTables(file);
    else if (isIndex(file))
        tables = detail::shardedTables(file);
    else if (extension == ".safetensors")
        tables = detail::safetensorsTables(file);
    else if (extension == ".npz")
        tables = detail::npzTables(file);
    else if (extension == ".gguf")
        tables = detail::ggufTables(file);
    else {
        Problem unknown =
            unknownExtension(extension, ".npy, .npz, .safetensors, model.safetensors.index.json, .gguf, .csv, .tsv");
        unknown.wording = "unknown extension " + (extension.empty() ? std::string("(none)") : "'" + extension + "'") +
                          ": .npy, .npz, .safetensors, model.safetensors.index.json, .gguf, .csv or .tsv is needed, "
                          "or a model folder";
        throw LoadError(file, unknown);
    }
    return detail::loadTable(*tables, options, file, notes);
}

namespace detail {

std::unique_ptr<TableSource> npyTables(const std::string& path)
{
    return std::make_unique<NpyTables>(path);
}

} // namespace detail

} // namespace pe::core::io
