#include "load.h"

#include "delimited.h"
#include "detail.h"
#include "loaderror.h"
#include "npy.h"
#include "safetensors.h"

#include <algorithm>
#include <cctype>

namespace pe::core::io {

std::string extensionOf(const std::string& path)
{
    const std::string name = detail::fileName(path);
    const auto dot = name.find_last_of('.');
    if (dot == std::string::npos)
        return {};
    std::string extension = name.substr(dot);
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return extension;
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
    throw LoadError(path, "unknown extension " + (extension.empty() ? std::string("(none)") : "'" + extension + "'") +
                              ": .npy, .safetensors, .csv or .tsv is needed");
}

} // namespace pe::core::io
