// The safetensors header's JSON parser: what it keeps, what it skips, what it refuses.

#include "core/io/json.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace pe::core::io;

TEST(Json, ObjectsArraysStringsIntegers)
{
    const JsonValue v = parseJson(R"( {"a": [1, 0, -7, 18446744073709551615], "b": {"c": "d"}, "e": []} )");
    ASSERT_EQ(v.kind, JsonValue::Kind::Object);
    ASSERT_EQ(v.members.size(), 3u);
    const JsonValue* a = v.find("a");
    ASSERT_TRUE(a);
    ASSERT_EQ(a->items.size(), 4u);
    EXPECT_TRUE(a->items[0].isUnsigned());
    EXPECT_EQ(a->items[0].magnitude, 1u);
    EXPECT_EQ(a->items[1].magnitude, 0u);
    EXPECT_TRUE(a->items[2].negative);
    EXPECT_EQ(a->items[2].magnitude, 7u);
    EXPECT_EQ(a->items[3].magnitude, 18446744073709551615u);
    EXPECT_EQ(v.find("b")->find("c")->text, "d");
    EXPECT_EQ(v.find("e")->kind, JsonValue::Kind::Array);
    EXPECT_EQ(v.find("zz"), nullptr);
}

TEST(Json, EscapesDecodeToUtf8)
{
    const JsonValue v = parseJson(R"("q\" b\\ s\/ \b\f\n\r\t \u00e9 \u20AC \ud83d\ude00")");
    EXPECT_EQ(v.text, "q\" b\\ s/ \b\f\n\r\t \xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80");
}

TEST(Json, OtherValuesAreKeptAsText)
{
    const JsonValue v = parseJson(R"([1.5, -2e10, 3E+2, true, false, null, 18446744073709551616])");
    ASSERT_EQ(v.items.size(), 7u);
    for (const JsonValue& item : v.items)
        EXPECT_EQ(item.kind, JsonValue::Kind::Other) << item.text;
    EXPECT_EQ(v.items[0].text, "1.5");
    EXPECT_EQ(v.items[6].text, "18446744073709551616");
}

TEST(Json, StrictAboutSyntax)
{
    for (const char* bad : {"",
                            "{",
                            "[1,]",
                            "{\"a\":1,}",
                            "{\"a\" 1}",
                            "{a:1}",
                            "01",
                            "1.",
                            "-",
                            "1e",
                            "'x'",
                            "\"\\x\"",
                            "\"\\u12\"",
                            "\"\\ud800\"",
                            "\"\\udc00\"",
                            "\"a\nb\"",
                            "\"open",
                            "tru",
                            "{\"a\":1,\"a\":2}",
                            "[] []",
                            "NaN",
                            "Infinity",
                            "+1"})
        EXPECT_THROW(parseJson(bad), JsonError) << bad;
}

TEST(Json, NestingIsBounded)
{
    EXPECT_NO_THROW(parseJson(std::string(maxJsonDepth, '[') + std::string(maxJsonDepth, ']')));
    const std::string deep(100000, '[');
    EXPECT_THROW(parseJson(deep), JsonError);
}

TEST(Json, NumbersAndBooleansReadFromTheirText)
{
    const JsonValue v = parseJson(
        R"([500000.0, 1e-05, -2.5E+3, 8, -7, 18446744073709551616, 1e400, -1e400, 1e-400, 0.0000e999, true, false,
            null, "8"])");
    ASSERT_EQ(v.items.size(), 14u);
    EXPECT_EQ(v.items[0].number(), 500000.0);
    EXPECT_EQ(v.items[1].number(), 1e-05);
    EXPECT_EQ(v.items[2].number(), -2500.0);
    EXPECT_EQ(v.items[3].number(), 8.0);
    EXPECT_EQ(v.items[4].number(), -7.0);
    EXPECT_EQ(v.items[5].number(), 18446744073709551616.0);
    // Beyond double: the limits strtod gives, not an error (the grammar allows them).
    EXPECT_EQ(v.items[6].number(), HUGE_VAL);
    EXPECT_EQ(v.items[7].number(), -HUGE_VAL);
    EXPECT_EQ(v.items[8].number(), 0.0);
    EXPECT_EQ(v.items[9].number(), 0.0);
    for (int i = 0; i < 10; ++i)
        EXPECT_TRUE(v.items[static_cast<size_t>(i)].isNumber()) << i;
    EXPECT_EQ(v.items[10].boolean(), true);
    EXPECT_EQ(v.items[11].boolean(), false);
    EXPECT_TRUE(v.items[12].isNull());
    for (int i = 10; i < 14; ++i) {
        EXPECT_FALSE(v.items[static_cast<size_t>(i)].number()) << i;
        EXPECT_FALSE(v.items[static_cast<size_t>(i)].isNumber()) << i;
    }
    EXPECT_FALSE(v.items[0].boolean());
    EXPECT_FALSE(v.items[13].boolean());
    EXPECT_FALSE(v.items[13].isNull());
    // The literal's own digits decide, not a locale: 0.1 is the double nearest to 1/10.
    EXPECT_EQ(parseJson("0.1").number(), 0.1);
    EXPECT_EQ(parseJson("123456789012345678901234567890").number(), 123456789012345678901234567890.0);
}
