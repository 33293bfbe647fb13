// loadEmbeddings on files laid out as checkpoints ship them (tests/core/io/make_model_fixtures.py
// writes them with numpy.savez, llama.cpp's gguf-py and a safetensors writer): exact values for
// every format and dtype, the position table found by name, and the notes saying what was done.

#include "core/io/gguf.h"
#include "core/io/load.h"

#include "iotesthelpers.h"

#include <algorithm>

using namespace pe::core::io;
using namespace pe::core::io::testing;

namespace {

std::string model(const std::string& name)
{
    return fixture("models/" + name);
}

Eigen::MatrixXd expected(const std::string& path, const std::string& tensor)
{
    return readExpected(path + "." + tensor + ".expected.txt");
}

bool hasNote(const std::vector<std::string>& notes, const std::string& part)
{
    return std::any_of(notes.begin(), notes.end(), [&](const std::string& n) { return n.find(part) != n.npos; });
}

} // namespace

TEST(Checkpoints, NpzStoredAndDeflatedFindGpt2sWpe)
{
    for (const char* name : {"gpt2_stored.npz", "gpt2_deflated.npz"}) {
        const std::string path = model(name);
        const EmbeddingMatrix m = loadEmbeddings(path);
        expectExactly(m, expected(path, "transformer.wpe.weight"));
        EXPECT_EQ(m.tensorName(), "transformer.wpe.weight");
        EXPECT_EQ(m.source(), path);
    }
}

TEST(Checkpoints, NpzVitTableIsSqueezed)
{
    const std::string path = model("vit.npz");
    std::vector<std::string> notes;
    expectExactly(loadEmbeddings(path, {}, &notes), expected(path, "pos_embed"));
    EXPECT_TRUE(hasNote(notes, "[1, 5, 4] squeezed to [5, 4]"));
}

TEST(Checkpoints, GgufF32F16Bf16AndVersion2Exactly)
{
    for (const char* name : {"gpt2_f32.gguf", "gpt2_f16.gguf", "gpt2_bf16.gguf", "gpt2_f32_v2.gguf"}) {
        const std::string path = model(name);
        const EmbeddingMatrix m = loadEmbeddings(path);
        expectExactly(m, expected(path, "position_embd.weight"));
        expectExactly(loadGgufTensor(path), expected(path, "position_embd.weight"));
        EXPECT_EQ(m.tensorName(), "position_embd.weight");
    }
    const std::string f16 = model("gpt2_f16.gguf");
    EXPECT_EQ(loadEmbeddings(f16).fileType(), ScalarType::F16);
    EXPECT_EQ(loadEmbeddings(model("gpt2_bf16.gguf")).fileType(), ScalarType::BF16);
    LoadOptions tok;
    tok.tensor = "token_embd.weight";
    expectExactly(loadEmbeddings(f16, tok), expected(f16, "token_embd.weight"));
    expectExactly(loadGgufTensor(f16, "token_embd.weight"), expected(f16, "token_embd.weight"));
}

TEST(Checkpoints, GgufHeaderMetadataAndDirectory)
{
    const GgufHeader h = readGgufHeader(model("gpt2_bf16.gguf"));
    EXPECT_EQ(h.version, 3u);
    EXPECT_EQ(readGgufHeader(model("gpt2_f32_v2.gguf")).version, 2u);
    ASSERT_EQ(h.metadata.count("general.architecture"), 1u);
    EXPECT_EQ(h.metadata.at("general.architecture").s, "gpt2");
    EXPECT_EQ(h.metadata.at("gpt2.context_length").number(), 6.0);
    const GgufValue& tokens = h.metadata.at("tokenizer.ggml.tokens");
    ASSERT_EQ(tokens.kind, GgufValue::Kind::Array);
    ASSERT_EQ(tokens.items.size(), 3u);
    EXPECT_EQ(tokens.items[2].s, "c");
    ASSERT_EQ(h.tensors.size(), 2u);
    EXPECT_EQ(h.tensors[0].name, "position_embd.weight");
    EXPECT_EQ(h.tensors[0].shape, (std::vector<std::uint64_t>{4, 6})); // ne[0] = d first
    EXPECT_EQ(h.tensors[0].type, 30u);
    EXPECT_EQ(h.tensors[0].typeName, "BF16");
    EXPECT_EQ(h.tensors[1].offset % 32, 0u);
    EXPECT_EQ(h.dataStart % 32, 0u);
}

TEST(Checkpoints, GgufQuantizedTableIsRefusedByName)
{
    const std::string path = model("q4_0.gguf");
    expectLoadError([&] { loadEmbeddings(path); }, path, {"'position_embd.weight' is Q4_0", "quantized"});
    const GgufHeader h = readGgufHeader(path);
    ASSERT_EQ(h.tensors.size(), 1u);
    EXPECT_EQ(h.tensors[0].typeName, "Q4_0");
    EXPECT_EQ(h.tensors[0].shape, (std::vector<std::uint64_t>{32, 3}));
}

TEST(Checkpoints, ShardedIndexReadsTheShardHoldingTheTable)
{
    const std::string index = model("sharded/model.safetensors.index.json");
    const EmbeddingMatrix m = loadEmbeddings(index);
    expectExactly(m, expected(index, "transformer.wpe.weight"));
    EXPECT_EQ(m.fileType(), ScalarType::BF16);
    LoadOptions wte;
    wte.tensor = "transformer.wte.weight";
    expectExactly(loadEmbeddings(index, wte),
                  expected(model("sharded/model-00001-of-00002.safetensors"), "transformer.wte.weight"));
}

TEST(Checkpoints, FoldersFindTheirWeights)
{
    std::vector<std::string> notes;
    const EmbeddingMatrix sharded = loadEmbeddings(model("sharded"), {}, &notes);
    expectExactly(sharded, expected(model("sharded/model.safetensors.index.json"), "transformer.wpe.weight"));
    EXPECT_TRUE(hasNote(notes, "model.safetensors.index.json"));
    // BERT: a prefix, int64 position ids beside the table, F16.
    const EmbeddingMatrix bert = loadEmbeddings(model("bert"));
    expectExactly(bert, expected(model("bert/model.safetensors"), "bert.embeddings.position_embeddings.weight"));
    EXPECT_EQ(bert.tensorName(), "bert.embeddings.position_embeddings.weight");
}

TEST(Checkpoints, FolderWithoutWeightsOrWithSeveral)
{
    const std::string empty = tempPath("empty");
    std::filesystem::create_directories(empty);
    writeTemp("empty/pytorch_model.bin", "pickle");
    expectLoadError([&] { loadEmbeddings(empty); }, empty, {"no weights in the folder", "PyTorch pickles"});
    const std::string two = tempPath("two");
    std::filesystem::create_directories(two);
    std::filesystem::copy_file(model("vit.npz"), two + "/a.npz");
    std::filesystem::copy_file(model("transposed.npy"), two + "/b.npy");
    expectLoadError([&] { loadEmbeddings(two); }, two, {"several weights files: a.npz, b.npy"});
}

TEST(Checkpoints, OptDropsItsTwoOffsetRows)
{
    const std::string path = model("opt.safetensors");
    std::vector<std::string> notes;
    const EmbeddingMatrix m = loadEmbeddings(path, {}, &notes);
    expectExactly(m, expected(path, "model.decoder.embed_positions.weight")); // rows 2..65 of the file
    EXPECT_EQ(m.rows(), 64);
    EXPECT_TRUE(hasNote(notes, "first 2 rows are the offset"));
}

TEST(Checkpoints, VitParameterIsSqueezed)
{
    const std::string path = model("vit.safetensors");
    expectExactly(loadEmbeddings(path), expected(path, "vit.embeddings.position_embeddings"));
}

TEST(Checkpoints, SeveralCandidatesAreListed)
{
    const std::string path = model("two_tables.safetensors");
    expectLoadError([&] { loadEmbeddings(path); }, path,
                    {"several position tables: model.decoder.embed_positions.weight [3, 4] F32, "
                     "model.encoder.embed_positions.weight [5, 4] F32; choose one with --tensor"});
    LoadOptions enc;
    enc.tensor = "model.encoder.embed_positions.weight";
    expectExactly(loadEmbeddings(path, enc), expected(path, "model.encoder.embed_positions.weight"));
}

TEST(Checkpoints, AVocabularyIsNeverTakenForPositions)
{
    for (const char* name : {"vocab.safetensors", "vocab.npz", "vocab.gguf"}) {
        const std::string path = model(name);
        expectLoadError([&] { loadEmbeddings(path); }, path, {"found no position table", "2-D tensors: ", "--tensor"});
    }
    const std::string path = model("vocab.safetensors");
    expectLoadError([&] { loadEmbeddings(path); }, path, {"model.decoder.embed_tokens.weight [9, 4] F32"});
    LoadOptions tok;
    tok.tensor = "model.decoder.embed_tokens.weight";
    EXPECT_EQ(loadEmbeddings(path, tok).rows(), 9);
}

TEST(Checkpoints, TheOnlyTableUnderAnotherNameIsTaken)
{
    const std::string path = fixture("unaligned_f32.safetensors");
    std::vector<std::string> notes;
    EXPECT_EQ(loadEmbeddings(path, {}, &notes).tensorName(), "w");
    EXPECT_TRUE(hasNote(notes, "the only 2-D tensor"));
}

TEST(Checkpoints, TransposedTableIsNotedAndReadTransposed)
{
    const std::string path = model("transposed.npy");
    std::vector<std::string> notes;
    const EmbeddingMatrix wide = loadEmbeddings(path, {}, &notes);
    EXPECT_EQ(wide.rows(), 4);
    EXPECT_TRUE(hasNote(notes, "more columns (10) than rows (4)"));
    EXPECT_TRUE(hasNote(notes, "--transpose"));
    LoadOptions t;
    t.transpose = true;
    notes.clear();
    expectExactly(loadEmbeddings(path, t, &notes), expected(path, "transposed"));
    EXPECT_FALSE(hasNote(notes, "more columns"));
}

TEST(Checkpoints, TensorOptionWhereItCannotApply)
{
    LoadOptions t;
    t.tensor = "wpe.weight";
    for (const char* name : {"f4_le.npy", "plain.csv", "header.tsv"}) {
        const std::string path = fixture(name);
        expectLoadError([&] { loadEmbeddings(path, t); }, path, {"--tensor does not apply"});
    }
    const std::string path = model("gpt2_f32.gguf");
    expectLoadError([&] { loadEmbeddings(path, t); }, path,
                    {"no tensor named 'wpe.weight'", "position_embd.weight [6, 4] F32"});
}

TEST(Checkpoints, UnknownExtension)
{
    const std::string path = writeTemp("m.pt", "x");
    expectLoadError([&] { loadEmbeddings(path); }, path, {"unknown extension '.pt'"});
}

TEST(Checkpoints, ATableFoundByNameIsNotSuspectedOfBeingTransposed)
{
    // BERT's table is 512 x 768: wider than long, and the right way round (nn.Embedding).
    std::vector<std::string> notes;
    const EmbeddingMatrix vit = loadEmbeddings(model("vit.npz"), {}, &notes); // 5 x 4: long
    EXPECT_EQ(vit.rows(), 5);
    notes.clear();
    LoadOptions t;
    t.tensor = "pos_embed";
    t.transpose = true; // 4 x 5: wider than long, but named and asked for
    EXPECT_EQ(loadEmbeddings(model("vit.npz"), t, &notes).rows(), 4);
    EXPECT_FALSE(hasNote(notes, "more columns"));
    notes.clear();
    const std::string wide = model("two_tables.safetensors");
    LoadOptions dec;
    dec.tensor = "model.decoder.embed_positions.weight"; // 3 x 4
    EXPECT_EQ(loadEmbeddings(wide, dec, &notes).cols(), 4);
    EXPECT_FALSE(hasNote(notes, "more columns"));
}
