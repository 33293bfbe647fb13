#include "core/io/sharded.h"

#include "core/io/detail.h"
#include "core/io/filereader.h"
#include "core/io/json.h"
#include "core/io/loaderror.h"
#include "core/io/safetensors.h"
#include "core/io/tables.h"

#include <map>

namespace pe::core::io {

std::vector<std::pair<std::string, std::string>> parseSafetensorsIndex(std::string_view text, const std::string& source)
{
    JsonValue root;
    try {
        root = parseJson(text);
    } catch (const JsonError& e) {
        throw LoadError(source, jsonProblem(e, text));
    }
    if (root.kind != JsonValue::Kind::Object)
        throw LoadError(source,
                        problemOf(ProblemCode::MalformedHeader, "not a safetensors index: the JSON is not an object"));
    const JsonValue* map = root.find("weight_map");
    if (!map || map->kind != JsonValue::Kind::Object)
        throw LoadError(source,
                        problemOf(ProblemCode::MalformedHeader, "not a safetensors index: no \"weight_map\" object"));
    std::vector<std::pair<std::string, std::string>> result;
    for (const auto& [name, shard] : map->members) {
        if (shard.kind != JsonValue::Kind::String)
            throw LoadError(source, problemOf(ProblemCode::MalformedHeader,
                                              "weight_map: the shard of '" + name + "' is not a string"));
        const std::string& file = shard.text;
        if (file.empty() || file == "." || file == ".." || file.find('/') != std::string::npos ||
            file.find('\\') != std::string::npos || file.find('\0') != std::string::npos)
            throw LoadError(source,
                            problemOf(ProblemCode::MalformedHeader, "weight_map: the shard of '" + name +
                                                                        "' is not a file name beside the index: '" +
                                                                        file.substr(0, 80) + "'"));
        result.emplace_back(name, file);
    }
    if (result.empty())
        throw LoadError(source, problemOf(ProblemCode::MalformedHeader, "weight_map is empty"));
    return result;
}

namespace detail {

namespace {

std::optional<ScalarType> safetensorsType(const std::string& dtype)
{
    return parseScalarType(dtype);
}

class ShardedTables : public TableSource {
public:
    explicit ShardedTables(const std::string& indexPath)
    {
        const FileReader index(indexPath);
        if (index.size() > maxHeaderBytes) {
            Problem p = problemOf(ProblemCode::FileTooLarge, "index larger than 100 MB");
            p.high = static_cast<double>(maxHeaderBytes);
            throw LoadError(indexPath, p);
        }
        const auto text = index.readAll();
        const auto map = parseSafetensorsIndex(
            std::string_view(reinterpret_cast<const char*>(text->data()), text->size()), indexPath);
        const auto slash = indexPath.find_last_of('/');
        const std::string folder = slash == std::string::npos ? std::string() : indexPath.substr(0, slash + 1);

        std::map<std::string, std::vector<std::string>> byShard; // shard -> the tensors the index puts there
        for (const auto& [name, shard] : map)
            byShard[shard].push_back(name);
        for (const auto& [shard, names] : byShard) {
            const std::string path = folder + shard;
            std::vector<SafetensorsTensor> tensors;
            try {
                tensors = readSafetensorsHeader(FileReader(path));
            } catch (const LoadError& e) {
                Problem inShard = e.details();
                inShard.member = shard;
                inShard.wording = "shard " + shard + ": " + e.problem();
                throw LoadError(indexPath, inShard);
            }
            for (const std::string& name : names) {
                const SafetensorsTensor* found = nullptr;
                for (const SafetensorsTensor& t : tensors)
                    if (t.name == name)
                        found = &t;
                if (!found) {
                    Problem p = problemOf(ProblemCode::NoSuchTensor,
                                          "the index puts '" + name + "' in " + shard + ", which has no such tensor");
                    p.name = name;
                    p.member = shard;
                    throw LoadError(indexPath, p);
                }
                TableEntry e;
                e.name = name;
                e.shape = found->shape;
                e.dtype = found->dtype;
                e.type = safetensorsType(found->dtype);
                m_entries.push_back(std::move(e));
                m_places.push_back({path, found->begin, found->end});
            }
        }
    }

    std::shared_ptr<std::vector<std::uint8_t>> read(std::size_t i) const override
    {
        const Place& p = m_places.at(i);
        return FileReader(p.path).read(p.begin, p.end - p.begin);
    }

private:
    struct Place {
        std::string path;
        std::uint64_t begin = 0;
        std::uint64_t end = 0;
    };
    std::vector<Place> m_places;
};

class SafetensorsTables : public TableSource {
public:
    explicit SafetensorsTables(const std::string& path)
        : m_file(path)
    {
        m_tensors = readSafetensorsHeader(m_file);
        for (const SafetensorsTensor& t : m_tensors) {
            TableEntry e;
            e.name = t.name;
            e.shape = t.shape;
            e.dtype = t.dtype;
            e.type = safetensorsType(t.dtype);
            m_entries.push_back(std::move(e));
        }
    }

    std::shared_ptr<std::vector<std::uint8_t>> read(std::size_t i) const override
    {
        const SafetensorsTensor& t = m_tensors.at(i);
        return m_file.read(t.begin, t.end - t.begin);
    }

private:
    FileReader m_file;
    std::vector<SafetensorsTensor> m_tensors;
};

} // namespace

std::unique_ptr<TableSource> shardedTables(const std::string& indexPath)
{
    return std::make_unique<ShardedTables>(indexPath);
}

std::unique_ptr<TableSource> safetensorsTables(const std::string& path)
{
    return std::make_unique<SafetensorsTables>(path);
}

} // namespace detail

} // namespace pe::core::io
