#include "core/models/openmodel.h"

#include "core/io/gguf.h"
#include "core/io/load.h"
#include "core/io/loaderror.h"
#include "core/models/modelconfig.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace pe::core::models {

namespace fs = std::filesystem;

namespace {

constexpr std::uintmax_t kMaxConfigBytes = 64u << 20;

std::string readText(const fs::path& path)
{
    std::error_code ec;
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec) {
        Problem p = io::systemProblem(ProblemCode::CannotRead, ec.value());
        p.wording = "cannot be read (" + ec.message() + ")";
        throw io::LoadError(path.string(), p);
    }
    if (size > kMaxConfigBytes) {
        Problem p = io::problemOf(ProblemCode::FileTooLarge, "is larger than 64 MB: not a config.json");
        p.high = static_cast<double>(kMaxConfigBytes);
        throw io::LoadError(path.string(), p);
    }
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw io::LoadError(path.string(), io::systemProblem(ProblemCode::CannotOpen, errno));
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

bool isWeightsFile(const fs::path& p)
{
    const std::string ext = io::extensionOf(p.string());
    const std::string name = p.filename().string();
    return ext == ".safetensors" || ext == ".npz" || ext == ".npy" || ext == ".gguf" ||
           (name.size() > 11 && name.compare(name.size() - 11, 11, ".index.json") == 0);
}

bool hasWeights(const fs::path& folder)
{
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder, ec))
        if (entry.is_regular_file(ec) && isWeightsFile(entry.path()))
            return true;
    return false;
}

ModelSpec fromGgufFile(const std::string& path)
{
    const io::GgufHeader header = io::readGgufHeader(path);
    ModelSpec spec = modelFromGguf(header, path);
    spec.name = header.metadata.count("general.name") ? spec.name : fs::path(path).stem().string();
    const std::size_t pairs =
        static_cast<std::size_t>((spec.rope.rotaryDim > 0 ? spec.rope.rotaryDim : spec.rope.dim) / 2);
    auto vectorOf = [&](const char* name) -> std::vector<double> {
        for (const io::GgufTensor& t : header.tensors)
            if (t.name == name) {
                if (t.type != 0 || t.shape.size() != 1 || t.shape[0] != pairs) {
                    Problem p = io::problemOf(ProblemCode::WrongCount,
                                              std::string(name) + ": expected " + std::to_string(pairs) +
                                                  " float32 values (one per rotary pair), found " + t.typeName +
                                                  " of shape " + std::to_string(t.shape.empty() ? 0 : t.shape[0]));
                    p.name = name;
                    p.value = static_cast<double>(t.shape.empty() ? 0 : t.shape[0]);
                    p.high = static_cast<double>(pairs);
                    throw io::LoadError(path, p);
                }
                return readGgufVector(path, header.dataStart, t.offset, t.shape[0]);
            }
        return {};
    };
    if (spec.scheme == PositionScheme::Rope) {
        spec.rope.freqFactors = vectorOf("rope_freqs.weight");
        if (!spec.rope.freqFactors.empty())
            spec.notes.push_back("rope_freqs.weight divides each pair's angle (llama.cpp's frequency factors).");
        if (spec.rope.scaling == RopeScaling::LongRope) {
            spec.rope.shortFactor = vectorOf("rope_factors_short.weight");
            spec.rope.longFactor = vectorOf("rope_factors_long.weight");
        }
    } else if (spec.scheme == PositionScheme::Learned) {
        spec.weightsPath = path;
    }
    return spec;
}

ModelSpec fromConfig(const fs::path& config, const fs::path& weights)
{
    ModelSpec spec = readModelConfig(readText(config), config.string());
    spec.origin = config.string();
    if (spec.name == config.string())
        spec.name = config.parent_path().filename().string();
    if (spec.scheme == PositionScheme::Learned && !weights.empty())
        spec.weightsPath = weights.string();
    return spec;
}

} // namespace

std::vector<double> readGgufVector(const std::string& path, std::uint64_t dataStart, std::uint64_t offset,
                                   std::uint64_t count)
{
    if (count > (1u << 20)) {
        Problem p = io::problemOf(ProblemCode::WrongCount,
                                  "a per-pair tensor of " + std::to_string(count) + " values is too long");
        p.value = static_cast<double>(count);
        p.high = static_cast<double>(1u << 20);
        throw io::LoadError(path, p);
    }
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw io::LoadError(path, io::systemProblem(ProblemCode::CannotOpen, errno));
    in.seekg(static_cast<std::streamoff>(dataStart + offset));
    std::vector<float> values(count);
    in.read(reinterpret_cast<char*>(values.data()), static_cast<std::streamsize>(count * sizeof(float)));
    if (!in)
        throw io::LoadError(path, io::problemOf(ProblemCode::TruncatedData, "truncated tensor data"));
    // GGUF is little-endian, as every machine this runs on.
    return std::vector<double>(values.begin(), values.end());
}

ModelSpec openModel(const std::string& pathText)
{
    const fs::path path(pathText);
    std::error_code ec;
    if (!fs::exists(path, ec)) {
        Problem p = io::systemProblem(ProblemCode::CannotOpen, ENOENT);
        p.wording = "no such file or folder";
        throw io::LoadError(pathText, p);
    }
    if (fs::is_directory(path, ec)) {
        const fs::path config = path / "config.json";
        if (fs::is_regular_file(config, ec)) {
            ModelSpec spec = fromConfig(config, hasWeights(path) ? path : fs::path());
            if (spec.name.empty() || spec.name == ".")
                spec.name = fs::absolute(path).filename().string();
            return spec;
        }
        fs::path gguf;
        int ggufs = 0;
        for (const auto& entry : fs::directory_iterator(path, ec))
            if (entry.is_regular_file(ec) && io::extensionOf(entry.path().string()) == ".gguf")
                gguf = entry.path(), ++ggufs;
        if (ggufs == 1)
            return fromGgufFile(gguf.string());
        if (ggufs > 1)
            throw io::LoadError(
                pathText, io::problemOf(ProblemCode::SeveralWeights, "holds several .gguf files: open one of them"));
        if (!hasWeights(path))
            throw io::LoadError(
                pathText, io::problemOf(ProblemCode::NoWeights, "holds no config.json, no weights and no .gguf file"));
        // Weights without a config (a folder of shards, say): a learned table found by its name,
        // as io::loadEmbeddings finds it in a folder.
        ModelSpec spec;
        spec.name = fs::absolute(path).filename().string();
        spec.origin = pathText;
        spec.scheme = PositionScheme::Learned;
        spec.weightsPath = pathText;
        spec.notes.push_back("No config.json in the folder: the position table is found by its name.");
        return spec;
    }
    const std::string ext = io::extensionOf(pathText);
    if (ext == ".gguf")
        return fromGgufFile(pathText);
    const fs::path folder = path.has_parent_path() ? path.parent_path() : fs::path(".");
    const std::string file = path.filename().string();
    const bool index = file.size() > 11 && file.compare(file.size() - 11, 11, ".index.json") == 0;
    if (ext == ".json" && !index)
        return fromConfig(path, hasWeights(folder) ? folder : fs::path());
    if (index || ext == ".safetensors" || ext == ".npz" || ext == ".npy") {
        if (fs::is_regular_file(folder / "config.json", ec)) {
            ModelSpec spec = fromConfig(folder / "config.json", path);
            return spec;
        }
        // Weights without a config: a learned table found by its tensor's name.
        ModelSpec spec;
        spec.name = path.stem().string();
        spec.origin = pathText;
        spec.scheme = PositionScheme::Learned;
        spec.weightsPath = pathText;
        spec.notes.push_back("No config.json beside the weights: the position table is found by its name.");
        return spec;
    }
    Problem notModel = io::problemOf(ProblemCode::NotAModel, "is not a model: open a folder, a config.json, a "
                                                             ".safetensors, .npz or .gguf file, or a "
                                                             "model.safetensors.index.json");
    notModel.text = ext;
    notModel.name = ".safetensors, .npz, .gguf, model.safetensors.index.json";
    throw io::LoadError(pathText, notModel);
}

} // namespace pe::core::models
